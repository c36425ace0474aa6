import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiPage } from "../../../lib/api-client.ts";
import { reviewKeys } from "./keys.ts";

/**
 * The newest reviews, a page at a time (the server's default page: two rows of three), with the
 * count of all of them. Further pages load on request, each after the last one loaded.
 */
export const reviewsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: reviewKeys.list(),
    queryFn: ({ pageParam }) =>
      apiPage(pageParam ? `/reviews?${new URLSearchParams({ cursor: pageParam })}` : "/reviews", {
        answer: "reviews",
      }),
    initialPageParam: "",
    getNextPageParam: (last) => last.next,
  });

export const useReviews = () => useInfiniteQuery(reviewsQueryOptions());
