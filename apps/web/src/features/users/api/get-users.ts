import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiPage } from "../../../lib/api-client.ts";
import { apiQuery, type ListPlace } from "../../../lib/paged-list.ts";
import { userKeys } from "./keys.ts";

/** Make Admin's search: users by part of their e-mail address. */
export const USER_FILTERS = ["q"] as const;
export type UsersPlace = ListPlace<(typeof USER_FILTERS)[number]>;

export const usersQueryOptions = (place: UsersPlace) =>
  queryOptions({
    queryKey: userKeys.list(place),
    queryFn: () => apiPage(`/users${apiQuery(place)}`, { answer: "users", auth: true }),
    // The page shown stays while the next one loads, instead of a spinner in its place.
    placeholderData: keepPreviousData,
  });

export const useUsers = (place: UsersPlace) => useQuery(usersQueryOptions(place));
