import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { orderKeys } from "./keys.ts";

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: () => apiRequest(`/orders/${encodeURIComponent(id)}`, { answer: "orderDetail", auth: true }),
  });

export const useOrder = (id: string) => useQuery(orderQueryOptions(id));
