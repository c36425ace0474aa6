import type { PricingPlan } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";

export const pricingQueryOptions = () =>
  queryOptions({ queryKey: ["pricing"], queryFn: () => apiGet<PricingPlan[]>("/pricing") });

export const usePricing = () => useQuery(pricingQueryOptions());
