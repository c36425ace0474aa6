import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { pricingKeys } from "./keys.ts";

export const pricingQueryOptions = () =>
  queryOptions({ queryKey: pricingKeys.all, queryFn: () => apiRequest("/pricing", { answer: "pricing" }) });

export const usePricing = () => useQuery(pricingQueryOptions());
