import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { overviewKeys } from "./keys.ts";

export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: overviewKeys.all,
    queryFn: () => apiRequest("/admin/overview", { answer: "overview", auth: true }),
  });

export const useOverview = () => useQuery(overviewQueryOptions());
