import { Link } from "react-router";
import { type ListPlace, listQuery, neighbours } from "../lib/paged-list.ts";

/**
 * Previous / Next links and the page's number, for every paged list. Links, not buttons: each page
 * has its own address, which crawlers follow on public pages and a reload keeps on the others.
 */
export function Pager({ place, answer }: { place: ListPlace; answer: { next?: string; prev?: string } }) {
  const { previous, next } = neighbours(place, answer);
  if (!previous && !next) return null;
  return (
    <nav aria-label="Pages" className="join mt-6 flex justify-center">
      <PageLink to={previous} rel="prev" text="Previous" />
      <span className="btn join-item pointer-events-none" aria-current="page">
        Page {place.page}
      </span>
      <PageLink to={next} rel="next" text="Next" />
    </nav>
  );
}

function PageLink({ to, rel, text }: { to: ListPlace | undefined; rel: string; text: string }) {
  if (!to) {
    return (
      <span className="btn join-item btn-disabled" aria-disabled="true">
        {text}
      </span>
    );
  }
  // `.` with only a query: this very page's address, so the same links serve every list.
  return (
    <Link to={`.${listQuery(to)}`} rel={rel} className="btn join-item">
      {text}
    </Link>
  );
}
