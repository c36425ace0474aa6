import { usePageTitle } from "../../../components/use-page-title.ts";

// Placeholder: this screen is built by the admin issue; until then it shows its heading only.
export default function AddProductPage() {
  usePageTitle("Add Product");
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold">Add Product</h1>
    </section>
  );
}
