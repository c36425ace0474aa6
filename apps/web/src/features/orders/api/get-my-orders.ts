import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

export const myOrdersQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ["orders", "mine", email],
    queryFn: () => apiRequest(`/orders?email=${encodeURIComponent(email)}`, { answer: "orders", auth: true }),
  });

export const useMyOrders = (email: string) => useQuery(myOrdersQueryOptions(email));
