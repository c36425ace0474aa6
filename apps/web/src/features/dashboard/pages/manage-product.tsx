import { usePageTitle } from "../../../components/use-page-title.ts";

// Placeholder: this screen is built by the admin issue; until then it shows its heading only.
export default function ManageProductPage() {
  usePageTitle("Manage Product's");
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold">Manage Product's</h1>
    </section>
  );
}
