import { PageTitle } from "../../../components/page-title.tsx";

// Placeholder: this screen is built by the admin issue; until then it shows its heading only.
export default function ManageOrdersPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <PageTitle page="Manage Order's" />
      <h1 className="text-3xl font-bold">Manage Order's</h1>
    </section>
  );
}
