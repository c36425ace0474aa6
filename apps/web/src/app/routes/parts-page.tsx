import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { ListSearch } from "../../components/list-search.tsx";
import { PageMeta } from "../../components/page-meta.tsx";
import { Pager } from "../../components/pager.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { partsQueryOptions, useParts } from "../../features/parts/api/get-parts.ts";
import { PartsGrid } from "../../features/parts/components/part-card.tsx";
import { reviewSummaryQueryOptions } from "../../features/reviews/api/get-review-summary.ts";
import { ShopRating } from "../../features/reviews/components/shop-rating.tsx";
import {
  fetchInBrowser,
  loadQueries,
  type PageData,
  PageDataBoundary,
  passLoaderHeaders,
} from "../../lib/page-data.tsx";
import { type ListPlace, listQuery, readListPlace } from "../../lib/paged-list.ts";
import { usePagedList } from "../../lib/use-paged-list.ts";

const PAGE_SIZE = 9;
const FILTERS = ["q"] as const;

/** The parts query of a page of the catalog: its search, from where its cursor says. */
const partsOf = (place: ListPlace<"q">) => ({ q: place.filters.q, limit: PAGE_SIZE, cursor: place.cursor });

/** The page arrives with its parts and the shop's rating in the HTML, for any search and page. */
export const loader = ({ context, request }: LoaderFunctionArgs) =>
  loadQueries(context, [
    partsQueryOptions(partsOf(readListPlace(new URL(request.url).searchParams, FILTERS))),
    reviewSummaryQueryOptions(),
  ]);
export const clientLoader = fetchInBrowser;
export const headers = passLoaderHeaders;
export const handle = { scriptsAfterPaint: true };

export default function PartsPage() {
  return (
    <PageDataBoundary data={useLoaderData() as PageData | undefined}>
      <Catalog />
    </PageDataBoundary>
  );
}

/**
 * The whole catalog (the home page shows only a few featured parts): search and pages. The pages
 * are plain links carrying the API's cursor, so crawlers follow them and each page costs the same.
 */
function Catalog() {
  const { place, filter } = usePagedList(FILTERS);
  const q = place.filters.q;
  const query = useParts(partsOf(place));

  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <PageMeta
        page="Parts"
        path={`/parts${listQuery(place)}`}
        description="Every bicycle part in the shop, with prices, minimum orders and what is in stock."
      />
      <h1 className="mb-2 text-center text-3xl font-bold">All parts</h1>
      {/* Once for the shop, not on each card: no part has stars of its own (decision 0030). */}
      <div className="mb-6 flex justify-center">
        <ShopRating />
      </div>
      <div className="mb-8 flex justify-center">
        <ListSearch label="Search parts by name" value={q} onSearch={(text) => filter({ q: text })} />
      </div>
      <QueryState query={query}>
        {({ items, ...links }) => (
          <>
            {items.length === 0 ? (
              <p className="text-center">No part matches “{q}”.</p>
            ) : (
              <PartsGrid parts={items} heading="h2" />
            )}
            <Pager place={place} answer={links} />
          </>
        )}
      </QueryState>
    </section>
  );
}
