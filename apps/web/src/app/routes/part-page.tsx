import type { Part } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import {
  data,
  isRouteErrorResponse,
  type LoaderFunctionArgs,
  useLoaderData,
  useParams,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { NotFound } from "../../components/not-found.tsx";
import { PageMeta } from "../../components/page-meta.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { categoriesOptions, useCategories } from "../../features/catalog/api/get-categories.ts";
import { facetsOptions, useFacets } from "../../features/catalog/api/get-facets.ts";
import { noFilters } from "../../features/catalog/catalog-address.ts";
import { Breadcrumbs } from "../../features/catalog/components/breadcrumbs.tsx";
import { BreadcrumbData } from "../../features/catalog/components/catalog-data.tsx";
import { fittingModelsOptions, useFit } from "../../features/garage/api/fit.ts";
import { useMyBikes } from "../../features/garage/api/my-garage.ts";
import { bikeFilterOf } from "../../features/garage/bike.ts";
import { FitVerdict } from "../../features/garage/components/fit-verdict.tsx";
import { partQueryOptions, usePart } from "../../features/parts/api/get-part.ts";
import { OptionPicker } from "../../features/parts/components/option-picker.tsx";
import { PartData } from "../../features/parts/components/part-data.tsx";
import { PartDetails } from "../../features/parts/components/part-details.tsx";
import { SpecTable } from "../../features/parts/components/spec-table.tsx";
import { reviewSummaryQueryOptions } from "../../features/reviews/api/get-review-summary.ts";
import { ShopRating } from "../../features/reviews/components/shop-rating.tsx";
import { NotifyMe } from "../../features/stock-alerts/components/notify-me.tsx";
import { ApiError } from "../../lib/api-client.ts";
import {
  fetchInBrowser,
  type PageData,
  PageDataBoundary,
  pageData,
  passLoaderHeaders,
  prefetchOnServer,
} from "../../lib/page-data.tsx";
import type { loader as rootLoader } from "../../root.tsx";

/** The part's category, unfiltered: its counts are cached for the category's page too, and name its specifications. */
const categoryOf = (part: Part | undefined) => ({ ...noFilters, category: part?.category?.slug ?? "" });

/**
 * An unknown or malformed id is a page that is not there: 404, whatever the API said. The page
 * arrives with its specifications' names, the shop's rating and the bike models it fits; the
 * part's own answer lists its product's variants with their prices and stock, for the picker and
 * the offers.
 */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const query = partQueryOptions(params.partId ?? "");
  const queries = [query, reviewSummaryQueryOptions()];
  const fitting = fittingModelsOptions(params.partId ?? "");
  const client = await prefetchOnServer(context, queries);
  const error = client.getQueryState(query.queryKey)?.error;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) throw data(null, { status: 404 });
  const part = client.getQueryData(query.queryKey);
  const specs = part?.category ? [facetsOptions(categoryOf(part))] : [];
  const tree = categoriesOptions();
  await Promise.all([
    ...specs.map((q) => client.prefetchQuery(q)),
    client.prefetchQuery(tree),
    ...(part ? [client.prefetchQuery(fitting)] : []),
  ]);
  return pageData(client, [...queries, ...specs, ...(part ? [fitting] : [])]);
}
export const clientLoader = fetchInBrowser;
export const headers = passLoaderHeaders;
export const handle = { scriptsAfterPaint: true };

function PartOfAddress() {
  const { partId = "" } = useParams();
  const query = usePart(partId);
  if (query.error instanceof ApiError && query.error.status >= 400 && query.error.status < 500) return <NotFound />;
  return <QueryState query={query}>{(part) => <Product part={part} />}</QueryState>;
}

function Product({ part }: { part: Part }) {
  const publicUrl = useRouteLoaderData<typeof rootLoader>("root")?.publicUrl ?? "";
  const facets = useFacets(categoryOf(part));
  const labels = part.category ? (facets.data?.specs ?? []) : [];
  const categories = useCategories().data ?? [];
  const options = Object.values(part.options).join(", ");
  const fitsModels = useQuery(fittingModelsOptions(part._id)).data;
  const { active } = useMyBikes();
  const fit = useFit(part._id, active && bikeFilterOf(active)).data;
  const fitting = new Set(fit?.variants.filter((v) => v.verdict === "fits").map((v) => v._id));
  return (
    <>
      <PageMeta
        page={options ? `${part.name} (${options})` : part.name}
        description={part.des}
        path={`/parts/${part._id}`}
        image={part.img}
        type="product"
      />
      <PartData part={part} publicUrl={publicUrl} fitsModels={fitsModels} />
      {part.category && categories.length > 0 && (
        <div className="mb-4">
          <BreadcrumbData slug={part.category.slug} categories={categories} publicUrl={publicUrl} />
          <Breadcrumbs slug={part.category.slug} categories={categories} linkLast />
        </div>
      )}
      <PartDetails
        part={part}
        options={
          <>
            <FitVerdict bikeName={active?.name} fit={fit} />
            <OptionPicker part={part} fits={fitting} />
          </>
        }
        specs={<SpecTable part={part} labels={labels} />}
        trust={<ShopRating />}
        notify={<NotifyMe key={part._id} part={part} />}
      />
    </>
  );
}

/** /parts/{id}: one part, public, with what search engines and link previews read. */
export default function PartPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageDataBoundary data={useLoaderData() as PageData | undefined}>
        <PartOfAddress />
      </PageDataBoundary>
    </section>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  throw error;
}
