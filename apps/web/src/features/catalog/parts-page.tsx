import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { useParts } from "./api/get-parts.ts";
import { PartsGrid } from "./components/part-card.tsx";

const PAGE_SIZE = 9;

/** The whole catalog (the home page shows only a few featured parts): search and pages. */
export default function PartsPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const [text, setText] = useState(q);
  // One extra part tells whether a next page exists without counting the whole table.
  const query = useParts({ q, limit: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE });

  const search = (e: FormEvent) => {
    e.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  };
  const goTo = (n: number) => setParams({ ...(q ? { q } : {}), page: String(n) });

  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <PageTitle page="Parts" />
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
