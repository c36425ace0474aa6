import { usePageTitle } from "../../../components/use-page-title.ts";

// Placeholder: this screen is built by the orders issue; until then it shows its heading only.
export default function MyOrdersPage() {
  usePageTitle("Orders");
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold">My Orders</h1>
    </section>
  );
}
