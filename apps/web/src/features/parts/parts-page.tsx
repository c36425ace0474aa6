import { type FormEvent, useState } from "react";
import { type LoaderFunctionArgs, useLoaderData, useSearchParams } from "react-router";
import { PageMeta } from "../../components/page-meta.tsx";
import { QueryState } from "../../components/query-state.tsx";
import {
  fetchInBrowser,
  loadQueries,
  type PageData,
  PageDataBoundary,
  passLoaderHeaders,
} from "../../lib/page-data.tsx";
import { partsQueryOptions, useParts } from "./api/get-parts.ts";
import { PartsGrid } from "./components/part-card.tsx";

const PAGE_SIZE = 9;

/** The search text and page number in the address, and the parts query they ask for. */
function catalogPage(params: URLSearchParams) {
  const q = params.get("q") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  // One extra part tells whether a next page exists without counting the whole table.
  return { q, page, parts: { q, limit: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE } };
}

/** Its own address, the same however the query string was written. */
function ownPath({ q, page }: { q: string; page: number }) {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  return params.size > 0 ? `/parts?${params}` : "/parts";
}

/** The page arrives with its parts in the HTML, for any search and page. */
export const loader = ({ context, request }: LoaderFunctionArgs) =>
  loadQueries(context, [partsQueryOptions(catalogPage(new URL(request.url).searchParams).parts)]);
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

/** The whole catalog (the home page shows only a few featured parts): search and pages. */
function Catalog() {
  const [params, setParams] = useSearchParams();
  const current = catalogPage(params);
  const { q, page } = current;
  const [text, setText] = useState(q);
  const query = useParts(current.parts);

  const search = (e: FormEvent) => {
    e.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  };
  const goTo = (n: number) => setParams({ ...(q ? { q } : {}), page: String(n) });

  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <PageMeta
        page="Parts"
        path={ownPath(current)}
        description="Every bicycle part in the shop, with prices, minimum orders and what is in stock."
      />
      <h1 className="mb-6 text-center text-3xl font-bold">All parts</h1>
      <search className="mx-auto mb-8 block max-w-lg">
        <form onSubmit={search} className="join flex">
          <input
            type="search"
            aria-label="Search parts by name"
            placeholder="Search parts by name"
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="input join-item w-full"
          />
          <button type="submit" className="btn btn-primary join-item">
            Search
          </button>
        </form>
      </search>
      <QueryState query={query}>
        {(parts) => (
          <>
            {parts.length === 0 ? (
              <p className="text-center">No part matches “{q}”.</p>
            ) : (
              <PartsGrid parts={parts.slice(0, PAGE_SIZE)} />
            )}
            <nav aria-label="Pages" className="join mt-8 flex justify-center">
              <button type="button" className="btn join-item" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                Previous
              </button>
              <span className="btn join-item pointer-events-none">Page {page}</span>
              <button
                type="button"
                className="btn join-item"
                disabled={parts.length <= PAGE_SIZE}
                onClick={() => goTo(page + 1)}
              >
                Next
              </button>
            </nav>
          </>
        )}
      </QueryState>
    </section>
  );
}
