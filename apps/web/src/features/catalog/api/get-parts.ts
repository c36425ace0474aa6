import type { Part } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";

export type PartsPage = { q?: string; limit: number; offset: number };

export const partsQueryOptions = ({ q, limit, offset }: PartsPage) => {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (q) params.set("q", q);
  return queryOptions({
    queryKey: ["parts", { q: q ?? "", limit, offset }],
    queryFn: () => apiGet<Part[]>(`/parts?${params}`),
  });
};

export const useParts = (page: PartsPage) => useQuery(partsQueryOptions(page));
