import type { Part } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";

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
    queryFn: () => apiGet<Part[]>(partsPath(page)),
  });

export const useParts = (page: PartsPage) => useQuery(partsQueryOptions(page));
