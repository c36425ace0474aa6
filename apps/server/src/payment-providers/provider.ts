import type { PaymentConfig } from "@shop/contract";

/** A payment as the provider reports it; the server trusts nothing else about a payment. */
export type ProviderPayment = {
  id: string;
  status: "succeeded" | "pending" | "failed" | "refunded";
  amountCents: number;
  currency: string;
  /** The order the payment was created for (kept by the provider with the payment). */
  orderId: string | undefined;
};

export type CreateIntent = { orderId: string; amountCents: number; currency: string; email: string };

/** What the shop needs of a card payment provider; `sandbox` and `stripe` implement it. */
export type PaymentProvider = {
  /** What the payment page needs to load the provider's card form. */
  publicConfig(): PaymentConfig;
  createIntent(intent: CreateIntent): Promise<{ id: string; clientSecret: string }>;
  /** The payment with this id, or null if the provider does not know it. */
  retrieve(id: string): Promise<ProviderPayment | null>;
  /**
   * Makes an unpaid payment unchargeable for good. "under-way" when it is too late: the payment
   * succeeded or is being processed. An unknown or already cancelled payment counts as cancelled.
   */
  cancel(id: string): Promise<"canceled" | "under-way">;
  /**
   * Gives a succeeded payment back in full (once, however often it is asked; a payment refunded
   * already counts as done), or only `partial.amountCents` of it: once per `partial.key`, however
   * often that is asked (issue 31's returns). Throws `RefundRefused` when the provider says no.
   */
  refund(id: string, partial?: PartialRefund): Promise<void>;
};

/** Part of a payment to give back, and the key that makes asking again give it back once. */
export type PartialRefund = { amountCents: number; key: string };

/** The provider answered that it will not refund this payment; `message` is its reason. */
export class RefundRefused extends Error {}

export const CURRENCY = "usd";
