import type { Category } from "@shop/contract";
import {
  type ClientLoaderFunctionArgs,
  data,
  isRouteErrorResponse,
  type LoaderFunctionArgs,
  Navigate,
  redirect,
  useLoaderData,
  useLocation,
  useParams,
  useRouteError,
  useRouteLoaderData,
  useSearchParams,
} from "react-router";
import { NotFound } from "../../components/not-found.tsx";
import { PageMeta } from "../../components/page-meta.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { catalogPageOptions } from "../../features/catalog/api/get-catalog-page.ts";
import { categoriesOptions, useCategories } from "../../features/catalog/api/get-categories.ts";
import { facetsOptions } from "../../features/catalog/api/get-facets.ts";
import { type CatalogPlace, readCatalogPlace } from "../../features/catalog/catalog-address.ts";
import { canonicalAddress, placeHref } from "../../features/catalog/catalog-links.ts";
import { categoryAt } from "../../features/catalog/category-tree.ts";
import { Breadcrumbs } from "../../features/catalog/components/breadcrumbs.tsx";
import { BreadcrumbData } from "../../features/catalog/components/catalog-data.tsx";
import { CATALOG_PAGE_SIZE, CatalogView } from "../../features/catalog/components/catalog-view.tsx";
import { Subcategories } from "../../features/catalog/components/subcategories.tsx";
import { FitsToggle } from "../../features/garage/components/fits-toggle.tsx";
import { PartsGrid } from "../../features/parts/components/part-card.tsx";
import {
  fetchInBrowser,
  type PageData,
  PageDataBoundary,
  pageData,
  passLoaderHeaders,
  prefetchOnServer,
} from "../../lib/page-data.tsx";
import type { loader as rootLoader } from "../../root.tsx";

/** The catalog in a category: the category from the path, the other filters from the query. */
const placeIn = (slug: string, params: URLSearchParams): CatalogPlace => {
  const place = readCatalogPlace(params);
  return { ...place, filters: { ...place.filters, category: slug } };
};

/**
 * /c/{slugs}: an unknown category is a page that is not there (404); a known one reached by
 * another path (/c/cassettes) is moved for good to its own (/c/drivetrain/cassettes).
 */
export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const tree = categoriesOptions();
  const client = await prefetchOnServer(context, [tree]);
  const categories = client.getQueryData(tree.queryKey);
  // The categories could not be read: the page says so, and is not kept.
  if (!categories) return pageData(client, [tree]);
  const found = categoryAt(params["*"] ?? "", categories);
  if (!found) throw data(null, { status: 404 });
  if (found.path !== url.pathname) throw redirect(`${found.path}${url.search}`, 301);
  const canonical = canonicalAddress(url, false);
  if (canonical) throw redirect(canonical);
  const place = placeIn(found.category.slug, url.searchParams);
  const list = catalogPageOptions(place, CATALOG_PAGE_SIZE);
  const facets = facetsOptions(place.filters);
  await Promise.all([client.prefetchQuery(list), client.prefetchQuery(facets)]);
  return pageData(client, [tree, list, facets]);
}
/** In the browser only the query is made canonical; the path is checked by the page, which has the tree. */
export const clientLoader = ({ request }: ClientLoaderFunctionArgs) => {
  const canonical = canonicalAddress(new URL(request.url), false);
  if (canonical) throw redirect(canonical);
  return fetchInBrowser();
};
export const headers = passLoaderHeaders;
export const handle = { scriptsAfterPaint: true };

export default function CategoryPage() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <PageDataBoundary data={useLoaderData() as PageData | undefined}>
        <CategoryOfAddress />
      </PageDataBoundary>
    </section>
  );
}

/** Inside the page's data: the tree arrived with the HTML. */
function CategoryOfAddress() {
  const categories = useCategories();
  return <QueryState query={categories}>{(all) => <CategoryCatalog categories={all} />}</QueryState>;
}

function CategoryCatalog({ categories }: { categories: Category[] }) {
  const { "*": splat = "" } = useParams();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const publicUrl = useRouteLoaderData<typeof rootLoader>("root")?.publicUrl ?? "";
  const found = categoryAt(splat, categories);
  if (!found) return <NotFound />;
  if (found.path !== pathname) return <Navigate to={`${found.path}${search}`} replace />;
  const { category } = found;
  const place = placeIn(category.slug, params);
  return (
    <>
      <PageMeta page={category.name} description={category.description} path={placeHref(place, categories)} />
      <BreadcrumbData slug={category.slug} categories={categories} publicUrl={publicUrl} />
      <Breadcrumbs slug={category.slug} categories={categories} />
      <header className="mb-6 flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{category.name}</h1>
        <p className="max-w-2xl text-base-content/80">{category.description}</p>
        <Subcategories slug={category.slug} categories={categories} />
      </header>
      <CatalogView
        place={place}
        categories={categories}
        publicUrl={publicUrl}
        PartsGrid={PartsGrid}
        FitsToggle={FitsToggle}
      />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  throw error;
}
