import { PageTitle } from "../../../components/page-title.tsx";

// Placeholder: this screen is built by the admin issue; until then it shows its heading only.
export default function MakeAdminPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <PageTitle page="Make Admin" />
      <h1 className="text-3xl font-bold">Make Admin</h1>
    </section>
  );
}
