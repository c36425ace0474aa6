import { Link } from "react-router";
import { neighbours } from "../../../lib/paged-list.ts";
import type { CatalogPlace } from "../catalog-address.ts";

/**
 * Previous / Next as links carrying the API's cursors (docs/decisions/0017), as every list's
 * Pager, with the catalog's own addresses.
 */
export function CatalogPager({
  place,
  answer,
  href,
}: {
  place: CatalogPlace;
  answer: { next?: string; prev?: string };
  href: (place: CatalogPlace) => string;
}) {
  const { previous, next } = neighbours(place, answer);
  if (!previous && !next) return null;
  return (
    <nav aria-label="Pages" className="join mt-6 flex justify-center">
      <PageLink to={previous && href(previous)} rel="prev" text="Previous" />
      <span className="btn join-item pointer-events-none" aria-current="page">
        Page {place.page}
      </span>
      <PageLink to={next && href(next)} rel="next" text="Next" />
    </nav>
  );
}

function PageLink({ to, rel, text }: { to: string | undefined; rel: string; text: string }) {
  if (!to) {
    return (
      <span className="btn join-item btn-disabled" aria-disabled="true">
        {text}
      </span>
    );
  }
  return (
    <Link to={to} rel={rel} className="btn join-item">
      {text}
    </Link>
  );
}
