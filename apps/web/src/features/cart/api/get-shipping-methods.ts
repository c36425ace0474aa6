import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { cartKeys } from "./keys.ts";

/** The shipping methods the shop offers, in its order. */
export const shippingMethodsQueryOptions = () =>
  queryOptions({
    queryKey: cartKeys.shippingMethods(),
    queryFn: () => apiRequest("/shipping-methods", { answer: "shippingMethods" }),
  });

export const useShippingMethods = () => useQuery(shippingMethodsQueryOptions());
