import { partKeys } from "../../parts/index.ts";

/*
 * The catalog's query keys. They start with `partKeys.all`: a part's change (an edit, an order
 * taking stock) refreshes the catalog's pages, counts and categories with every other part query.
 * A page or a count is keyed by the API path it asks, which names its filters in one fixed order.
 */
const all = [...partKeys.all, "catalog"] as const;

export const catalogKeys = {
  all,
  /** A page of the catalog: `/parts?...` with its filters, size and cursor. */
  page: (path: string) => [...all, "page", path] as const,
  /** The facet counts of the catalog's filters: `/parts/facets?...`. */
  facets: (path: string) => [...all, "facets", path] as const,
  categories: () => [...all, "categories"] as const,
  suggestions: (q: string) => [...all, "suggest", q] as const,
};
