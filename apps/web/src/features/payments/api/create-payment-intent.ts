import type { Order, PaymentIntentRequest } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { paymentKeys } from "./keys.ts";

/** The spec's intent call; the server works the amount out from the order itself. */
export const usePaymentIntent = (order: Order | undefined) =>
  useQuery({
    queryKey: paymentKeys.intent(order?._id),
    queryFn: () =>
      apiRequest("/create-payment-intent", {
        method: "POST",
        body: { orderId: order?._id ?? "", productPrice: order?.productPrice } satisfies PaymentIntentRequest,
        answer: "paymentIntent",
        auth: true,
      }),
    enabled: Boolean(order && !order.paid),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
