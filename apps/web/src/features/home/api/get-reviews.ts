import type { Review } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";

export const reviewsQueryOptions = () =>
  queryOptions({ queryKey: ["reviews"], queryFn: () => apiGet<Review[]>("/reviews") });

export const useReviews = () => useQuery(reviewsQueryOptions());
