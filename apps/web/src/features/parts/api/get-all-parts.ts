import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiPage } from "../../../lib/api-client.ts";
import { apiQuery, type ListPlace } from "../../../lib/paged-list.ts";
import { partKeys } from "./keys.ts";

/** Manage Product's search: parts by part of their name. */
export const PART_FILTERS = ["q"] as const;
export type PartsPlace = ListPlace<(typeof PART_FILTERS)[number]>;

export const allPartsQueryOptions = (place: PartsPlace) =>
  queryOptions({
    queryKey: partKeys.manageList(place),
    queryFn: () => apiPage(`/parts${apiQuery(place)}`, { answer: "parts" }),
    // The catalog is the same for everyone.
    meta: { keepOnSignOut: true },
    // The page shown stays while the next one loads, instead of a spinner in its place.
    placeholderData: keepPreviousData,
  });

export const useAllParts = (place: PartsPlace) => useQuery(allPartsQueryOptions(place));
