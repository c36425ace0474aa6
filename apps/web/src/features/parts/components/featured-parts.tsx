import { Link } from "react-router";
import { QueryState } from "../../../components/query-state.tsx";
import { SectionHeading } from "../../../components/section-heading.tsx";
import { type PartsPage, useParts } from "../api/get-parts.ts";
import { PartsGrid } from "./part-card.tsx";

export const FEATURED_PARTS: PartsPage = { limit: 6 };

export function FeaturedParts() {
  const query = useParts(FEATURED_PARTS);
  return (
    <section id="parts" aria-labelledby="parts-title" className="reveal mx-auto max-w-7xl scroll-mt-20 px-4 py-16">
      <SectionHeading id="parts" title="Our Parts" sub="Hand-picked components for every kind of ride" />
      <QueryState query={query}>{(page) => <PartsGrid parts={page.items} />}</QueryState>
      <div className="mt-8 text-center">
        <Link to="/parts" className="btn btn-outline">
          Browse all parts
        </Link>
      </div>
    </section>
  );
}
