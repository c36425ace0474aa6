import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { catalogKeys } from "./keys.ts";

export const suggestionsOptions = (q: string) =>
  queryOptions({
    queryKey: catalogKeys.suggestions(q),
    queryFn: ({ signal }) =>
      apiRequest(`/search/suggest?${new URLSearchParams({ q })}`, { answer: "suggestions", signal }),
    meta: { keepOnSignOut: true },
    staleTime: 5 * 60_000,
  });

/** Suggestions for the text typed so far (already debounced); none asked for an empty text. */
export const useSuggestions = (q: string) =>
  useQuery({ ...suggestionsOptions(q), enabled: q.length > 0, placeholderData: keepPreviousData });
