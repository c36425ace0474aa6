import { PageTitle } from "../../../components/page-title.tsx";

// Placeholder: this screen is built by the accounts issue; until then it shows its heading only.
export default function MyProfilePage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <PageTitle page="My Profile" />
      <h1 className="text-3xl font-bold">My Profile</h1>
    </section>
  );
}
