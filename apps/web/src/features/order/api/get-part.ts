import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

export const partQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["parts", "one", id],
    queryFn: () => apiRequest(`/parts/${encodeURIComponent(id)}`, { answer: "part" }),
  });

export const usePart = (id: string) => useQuery(partQueryOptions(id));
