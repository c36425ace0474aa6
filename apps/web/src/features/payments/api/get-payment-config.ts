import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

export const paymentConfigQueryOptions = () =>
  queryOptions({
    queryKey: ["payment-config"],
    queryFn: () => apiRequest("/payments/config", { answer: "paymentConfig" }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const usePaymentConfig = () => useQuery(paymentConfigQueryOptions());
