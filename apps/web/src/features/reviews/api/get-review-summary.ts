import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { reviewKeys } from "./keys.ts";

/** What customers think of the shop: the count of its reviews and their average stars. */
export const reviewSummaryQueryOptions = () =>
  queryOptions({
    queryKey: reviewKeys.summary(),
    queryFn: () => apiRequest("/reviews/summary", { answer: "reviewSummary" }),
  });

export const useReviewSummary = () => useQuery(reviewSummaryQueryOptions());
