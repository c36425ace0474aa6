import { PageTitle } from "../../components/page-title.tsx";

// Placeholder: this screen is built by the accounts issue; until then it shows its heading only.
export default function SignupPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <PageTitle page="SignUp" />
      <h1 className="text-3xl font-bold">Sign Up</h1>
    </section>
  );
}
