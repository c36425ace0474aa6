import type { PartsQuery } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiPage } from "../../../lib/api-client.ts";
import { partKeys } from "./keys.ts";

/** A page of parts: a search, a size, and where it starts (a cursor from the API's `Link` header). */
export type PartsPage = PartsQuery;

/** The API path of a page of parts, below /api. */
export function partsPath({ q, limit, cursor }: PartsPage) {
  const params = new URLSearchParams();
  // Without a limit the server's default page for the catalog (PAGE_SIZES.parts).
  if (limit !== undefined) params.set("limit", String(limit));
  if (q) params.set("q", q);
  if (cursor) params.set("cursor", cursor);
  return params.size > 0 ? `/parts?${params}` : "/parts";
}

export const partsQueryOptions = (page: PartsPage) =>
  queryOptions({
    queryKey: partKeys.list(page),
    queryFn: () => apiPage(partsPath(page), { answer: "parts" }),
    // The catalog is the same for everyone.
    meta: { keepOnSignOut: true },
  });

export const useParts = (page: PartsPage) => useQuery(partsQueryOptions(page));
