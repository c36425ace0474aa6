import { Link } from "react-router";
import { PageTitle } from "./page-title.tsx";

/** What an address that leads nowhere shows: an unknown path, or a part that is not there. */
export function NotFound() {
  return (
    <section className="flex flex-col items-center gap-6 px-4 py-16 text-center">
      <PageTitle page="Not Found" />
      <img src="/images/not-found.svg" alt="404: page not found" width={600} height={400} className="max-w-full" />
      <h1 className="text-2xl font-bold">This page does not exist</h1>
      <Link to="/" className="btn btn-primary">
        Back to the shop
      </Link>
    </section>
  );
}
