import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

export const allOrdersQueryOptions = () =>
  queryOptions({
    queryKey: ["orders", "all"],
    queryFn: () => apiRequest("/allorders", { answer: "orders", auth: true }),
  });

export const useAllOrders = () => useQuery(allOrdersQueryOptions());
