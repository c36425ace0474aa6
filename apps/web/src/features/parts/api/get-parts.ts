import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** A numbered page of the catalog, by offset (the API also pages by cursor, decision 0017). */
export type PartsPage = { q?: string; limit: number; offset: number };

/** The API path of a page of parts, below /api. */
export function partsPath({ q, limit, offset }: PartsPage) {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (q) params.set("q", q);
  return `/parts?${params}`;
}

export const partsQueryOptions = (page: PartsPage) =>
  queryOptions({
    queryKey: ["parts", { q: page.q ?? "", limit: page.limit, offset: page.offset }],
    queryFn: () => apiRequest(partsPath(page), { answer: "parts" }),
  });

export const useParts = (page: PartsPage) => useQuery(partsQueryOptions(page));
