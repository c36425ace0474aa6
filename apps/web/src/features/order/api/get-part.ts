import type { Part } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";

export const partQueryOptions = (id: string) =>
  queryOptions({ queryKey: ["parts", "one", id], queryFn: () => apiGet<Part>(`/parts/${encodeURIComponent(id)}`) });

export const usePart = (id: string) => useQuery(partQueryOptions(id));
