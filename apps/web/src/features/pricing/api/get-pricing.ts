import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

export const pricingQueryOptions = () =>
  queryOptions({ queryKey: ["pricing"], queryFn: () => apiRequest("/pricing", { answer: "pricing" }) });

export const usePricing = () => useQuery(pricingQueryOptions());
