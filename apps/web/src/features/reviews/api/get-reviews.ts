import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

export const reviewsQueryOptions = () =>
  queryOptions({ queryKey: ["reviews"], queryFn: () => apiRequest("/reviews", { answer: "reviews" }) });

export const useReviews = () => useQuery(reviewsQueryOptions());
