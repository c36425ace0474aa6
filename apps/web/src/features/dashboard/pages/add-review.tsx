import { PageTitle } from "../../../components/page-title.tsx";

// Placeholder: this screen is built by the admin issue; until then it shows its heading only.
export default function AddReviewPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <PageTitle page="Add Review" />
      <h1 className="text-3xl font-bold">Add Review</h1>
    </section>
  );
}
