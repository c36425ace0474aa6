import { PageTitle } from "../../../components/page-title.tsx";

// Placeholder: this screen is built by the orders issue; until then it shows its heading only.
export default function MyOrdersPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <PageTitle page="Orders" />
      <h1 className="text-3xl font-bold">My Orders</h1>
    </section>
  );
}
