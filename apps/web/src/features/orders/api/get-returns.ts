import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiPage } from "../../../lib/api-client.ts";
import { apiQuery, type ListPlace } from "../../../lib/paged-list.ts";
import { orderKeys } from "./keys.ts";

/** The Returns screen's status filter. */
export const RETURN_FILTERS = ["status"] as const;
export type ReturnsPlace = ListPlace<(typeof RETURN_FILTERS)[number]>;

export const returnsQueryOptions = (place: ReturnsPlace) =>
  queryOptions({
    queryKey: orderKeys.returns(place),
    queryFn: () => apiPage(`/admin/returns${apiQuery(place)}`, { answer: "orderReturns", auth: true }),
    placeholderData: keepPreviousData,
  });

export const useReturns = (place: ReturnsPlace) => useQuery(returnsQueryOptions(place));
