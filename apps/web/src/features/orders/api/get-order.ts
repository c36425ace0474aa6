import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["orders", "one", id],
    queryFn: () => apiRequest(`/orders/${encodeURIComponent(id)}`, { answer: "order", auth: true }),
  });

export const useOrder = (id: string) => useQuery(orderQueryOptions(id));
