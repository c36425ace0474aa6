import {
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  redirect,
  useLoaderData,
  useRouteLoaderData,
  useSearchParams,
} from "react-router";
import { PageMeta } from "../../components/page-meta.tsx";
import { catalogPageOptions } from "../../features/catalog/api/get-catalog-page.ts";
import { categoriesOptions, useCategories } from "../../features/catalog/api/get-categories.ts";
import { facetsOptions } from "../../features/catalog/api/get-facets.ts";
import { readCatalogPlace } from "../../features/catalog/catalog-address.ts";
import { canonicalAddress, placeHref } from "../../features/catalog/catalog-links.ts";
import { CATALOG_PAGE_SIZE, CatalogView } from "../../features/catalog/components/catalog-view.tsx";
import { FitsToggle } from "../../features/garage/components/fits-toggle.tsx";
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
import type { loader as rootLoader } from "../../root.tsx";

/** Another way of writing a catalog page's address goes to the page's one address (one page, one cache entry). */
function toCanonical(request: Request) {
  const canonical = canonicalAddress(new URL(request.url), true);
  if (canonical) throw redirect(canonical);
}

/** The page arrives with its parts, their filters' counts, the categories and the shop's rating in the HTML, for any address. */
export const loader = ({ context, request }: LoaderFunctionArgs) => {
  toCanonical(request);
  const place = readCatalogPlace(new URL(request.url).searchParams);
  return loadQueries(context, [
    categoriesOptions(),
    catalogPageOptions(place, CATALOG_PAGE_SIZE),
    facetsOptions(place.filters),
    reviewSummaryQueryOptions(),
  ]);
};
export const clientLoader = ({ request }: ClientLoaderFunctionArgs) => {
  toCanonical(request);
  return fetchInBrowser();
};
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
 * The whole catalog (the home page shows only a few featured parts): search, filters with their
 * counts, sort and pages, all in the address. Each category also has a page of its own (/c/...).
 */
function Catalog() {
  const [params] = useSearchParams();
  const place = readCatalogPlace(params);
  const categories = useCategories().data ?? [];
  const publicUrl = useRouteLoaderData<typeof rootLoader>("root")?.publicUrl ?? "";
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <PageMeta
        page="Parts"
        path={placeHref(place, categories)}
        description="Every bicycle part in the shop, by category, brand, price and specification, with what is in stock."
      />
      <h1 className="mb-2 text-3xl font-bold">All parts</h1>
      {/* Once for the shop, not on each card: no part has stars of its own (decision 0030). */}
      <div className="mb-6">
        <ShopRating />
      </div>
      <CatalogView
        place={place}
        categories={categories}
        publicUrl={publicUrl}
        PartsGrid={PartsGrid}
        FitsToggle={FitsToggle}
      />
    </section>
  );
}
