const all = ["payments"] as const;

/** The query keys of the payment provider's answers. */
export const paymentKeys = {
  all,
  config: () => [...all, "config"] as const,
  intent: (orderId: string | undefined) => [...all, "intent", orderId] as const,
};
