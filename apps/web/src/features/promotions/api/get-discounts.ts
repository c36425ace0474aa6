import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiPage } from "../../../lib/api-client.ts";
import { apiQuery, type ListPlace } from "../../../lib/paged-list.ts";
import { discountKeys } from "./keys.ts";

/** A page of the owner's codes, newest first, each with its uses and revenue. */
export const discountsQueryOptions = (place: ListPlace) =>
  queryOptions({
    queryKey: discountKeys.list(place),
    queryFn: () => apiPage(`/admin/discounts${apiQuery(place)}`, { answer: "discounts", auth: true }),
    placeholderData: keepPreviousData,
  });

export const useDiscounts = (place: ListPlace) => useQuery(discountsQueryOptions(place));
