import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiPage } from "../../../lib/api-client.ts";
import { apiQuery, type ListPlace } from "../../../lib/paged-list.ts";
import { orderKeys } from "./keys.ts";

export const myOrdersQueryOptions = (email: string, place: ListPlace<never>) =>
  queryOptions({
    queryKey: orderKeys.mine(email, place),
    queryFn: () => apiPage(`/orders${apiQuery(place, { email })}`, { answer: "orders", auth: true }),
    // The page shown stays while the next one loads, instead of a spinner in its place.
    placeholderData: keepPreviousData,
  });

export const useMyOrders = (email: string, place: ListPlace<never>) => useQuery(myOrdersQueryOptions(email, place));
