import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiPage } from "../../../lib/api-client.ts";
import { apiQuery, type ListPlace } from "../../../lib/paged-list.ts";
import { orderKeys } from "./keys.ts";

/** Manage Order's search (customer e-mail or any line's part name) and status filter. */
export const ORDER_FILTERS = ["q", "status"] as const;
export type OrdersPlace = ListPlace<(typeof ORDER_FILTERS)[number]>;

export const allOrdersQueryOptions = (place: OrdersPlace) =>
  queryOptions({
    queryKey: orderKeys.list(place),
    queryFn: () => apiPage(`/allorders${apiQuery(place)}`, { answer: "orders", auth: true }),
    // The page shown stays while the next one loads, instead of a spinner in its place.
    placeholderData: keepPreviousData,
  });

export const useAllOrders = (place: OrdersPlace) => useQuery(allOrdersQueryOptions(place));
