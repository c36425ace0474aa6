import type { Order } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["orders", "one", id],
    queryFn: () => apiRequest<Order>(`/orders/${encodeURIComponent(id)}`, { auth: true }),
  });

export const useOrder = (id: string) => useQuery(orderQueryOptions(id));
