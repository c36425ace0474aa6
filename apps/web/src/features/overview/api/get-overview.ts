import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: ["overview"],
    queryFn: () => apiRequest("/admin/overview", { answer: "overview", auth: true }),
  });

export const useOverview = () => useQuery(overviewQueryOptions());
