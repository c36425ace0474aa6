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
import { partQueryOptions, usePart } from "../../features/parts/api/get-part.ts";
import { PartData } from "../../features/parts/components/part-data.tsx";
import { PartDetails } from "../../features/parts/components/part-details.tsx";
import { reviewSummaryQueryOptions } from "../../features/reviews/api/get-review-summary.ts";
import { ShopRating } from "../../features/reviews/components/shop-rating.tsx";
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

/** The part and the shop's rating. An unknown or malformed id is a page that is not there: 404, whatever the API said. */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const query = partQueryOptions(params.partId ?? "");
  const queries = [query, reviewSummaryQueryOptions()];
  const client = await prefetchOnServer(context, queries);
  const error = client.getQueryState(query.queryKey)?.error;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) throw data(null, { status: 404 });
  return pageData(client, queries);
}
export const clientLoader = fetchInBrowser;
export const headers = passLoaderHeaders;
export const handle = { scriptsAfterPaint: true };

function Part() {
  const { partId = "" } = useParams();
  const query = usePart(partId);
  const publicUrl = useRouteLoaderData<typeof rootLoader>("root")?.publicUrl ?? "";
  if (query.error instanceof ApiError && query.error.status >= 400 && query.error.status < 500) return <NotFound />;
  return (
    <QueryState query={query}>
      {(part) => (
        <>
          <PageMeta
            page={part.name}
            description={part.des}
            path={`/parts/${part._id}`}
            image={part.img}
            type="product"
          />
          <PartData part={part} publicUrl={publicUrl} />
          <PartDetails part={part} trust={<ShopRating />} />
        </>
      )}
    </QueryState>
  );
}

/** /parts/{id}: one part, public, with what search engines and link previews read. */
export default function PartPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageDataBoundary data={useLoaderData() as PageData | undefined}>
        <Part />
      </PageDataBoundary>
    </section>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  throw error;
}
