import type { PaymentConfig } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";

export const paymentConfigQueryOptions = () =>
  queryOptions({
    queryKey: ["payment-config"],
    queryFn: () => apiGet<PaymentConfig>("/payments/config"),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const usePaymentConfig = () => useQuery(paymentConfigQueryOptions());
