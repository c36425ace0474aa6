import Stripe from "stripe";
import { type PaymentProvider, type ProviderPayment, RefundRefused } from "./provider.ts";

export type StripeSettings = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API (a local fake in tests). */
  apiUrl?: string;
  /** How long one call to Stripe may take before it is tried again (10 s; tests shorten it). */
  timeoutMs?: number;
};

/** The production provider: Stripe's API through its SDK; cards never reach our server. */
export function createStripeProvider(settings: StripeSettings) {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  const stripe = new Stripe(settings.secretKey, {
    ...(api && {
      host: api.hostname,
      port: Number(api.port || (api.protocol === "https:" ? 443 : 80)),
      protocol: api.protocol === "https:" ? "https" : "http",
    }),
    // Retries keep the call's idempotency key, so a retried intent or refund is the same one.
    maxNetworkRetries: 2,
    // Stripe's own default is 80 s: a customer would give up long before.
    timeout: settings.timeoutMs ?? 10_000,
    telemetry: false,
  });

  const provider: PaymentProvider = {
    publicConfig: () => ({ provider: "stripe", publishableKey: settings.publishableKey }),
    async createIntent(intent) {
      const created = await stripe.paymentIntents.create(
        {
          amount: intent.amountCents,
          currency: intent.currency,
          automatic_payment_methods: { enabled: true, allow_redirects: "never" },
          receipt_email: intent.email,
          metadata: { orderId: intent.orderId },
        },
        // One intent per order and amount, even if the page asks twice.
        { idempotencyKey: `order-${intent.orderId}-${intent.amountCents}` },
      );
      if (!created.client_secret) throw new Error("Stripe answered without a client secret");
      return { id: created.id, clientSecret: created.client_secret };
    },
    async retrieve(id) {
      try {
        const intent = await stripe.paymentIntents.retrieve(id, { expand: ["latest_charge"] });
        const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null;
        return {
          id: intent.id,
          status: statusOf(intent.status, charge?.refunded ?? false),
          amountCents: intent.amount_received || intent.amount,
          currency: intent.currency,
          orderId: intent.metadata?.orderId,
        };
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
        throw err;
      }
    },
    async cancel(id) {
      try {
        await stripe.paymentIntents.cancel(id);
        return "canceled";
      } catch (err) {
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
        // Stripe refuses to cancel a payment that succeeded, is processing or is cancelled already.
        const payment = await provider.retrieve(id);
        return payment?.status === "succeeded" || payment?.status === "pending" ? "under-way" : "canceled";
      }
    },
    async refund(id, partial) {
      let refund: Stripe.Refund;
      try {
        // Keyed by the payment, which belongs to one order: every path that refunds it (an admin's
        // refund, an expired or deleted order's late payment) asks for the same one refund. A
        // part of it (a return) is keyed by what it is for.
        refund = partial
          ? await stripe.refunds.create(
              { payment_intent: id, amount: partial.amountCents },
              { idempotencyKey: `refund-${id}-${partial.key}` },
            )
          : await stripe.refunds.create({ payment_intent: id }, { idempotencyKey: `refund-${id}` });
      } catch (err) {
        // Only a whole refund is done when the charge is; a part asked of a refunded charge is refused.
        if (!partial && err instanceof Stripe.errors.StripeError && err.code === "charge_already_refunded") return;
        // Stripe looked at the request and said no (a 4xx); anything else leaves the outcome unknown.
        if (err instanceof Stripe.errors.StripeInvalidRequestError || err instanceof Stripe.errors.StripeCardError) {
          throw new RefundRefused(err.message);
        }
        throw err;
      }
      if (refund.status === "failed" || refund.status === "canceled") {
        throw new RefundRefused(
          `The refund ${refund.status}${refund.failure_reason ? ` (${refund.failure_reason})` : ""}.`,
        );
      }
    },
  };

  /** The event in a webhook call, or null if its signature does not check out. */
  function verifyWebhook(rawBody: Buffer, signature: string | undefined): Stripe.Event | null {
    if (!signature) return null;
    try {
      return stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
    } catch {
      return null;
    }
  }

  return { provider, verifyWebhook, stripe };
}

function statusOf(status: Stripe.PaymentIntent.Status, refunded: boolean): ProviderPayment["status"] {
  if (status === "succeeded") return refunded ? "refunded" : "succeeded";
  return status === "canceled" ? "failed" : "pending";
}
