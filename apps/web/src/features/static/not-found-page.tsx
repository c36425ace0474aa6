import { Link } from "react-router";
import { usePageTitle } from "../../components/use-page-title.ts";

export default function NotFoundPage() {
  usePageTitle("Not Found");
  return (
    <section className="flex flex-col items-center gap-6 px-4 py-16 text-center">
      <img src="/images/not-found.svg" alt="404: page not found" width={600} height={400} className="max-w-full" />
      <h1 className="text-2xl font-bold">This page does not exist</h1>
      <Link to="/" className="btn btn-primary">
        Back to the shop
      </Link>
    </section>
  );
}
