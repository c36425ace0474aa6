import { errorSchema, messages } from "@shop/contract";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type Stripe from "stripe";
import { z } from "zod";
import { Conflict, DomainError, InvalidInput } from "../../../shared/domain-errors.ts";
import { findOrder, findOrderOfPayment } from "../records.ts";
import { refundOrder } from "../refunding/refund-order.ts";
import { verifyAndMarkPaid } from "./verify-payment.ts";

/** Stripe tells us of succeeded payments here; the signature proves the call is Stripe's. */
export const stripeWebhookRoute: FastifyPluginAsyncZod = async (app) => {
  // The signature covers the exact bytes, so this route reads its body unparsed.
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  app.post(
    "/payments/webhook",
    {
      schema: {
        tags: ["payments"],
        summary: "Stripe webhook (signed): marks orders paid on payment_intent.succeeded, refunded on charge.refunded",
        response: { 200: z.object({ received: z.boolean() }), 400: errorSchema },
      },
    },
    async (request) => {
      const signature = request.headers["stripe-signature"];
      const event = app.payments.stripe?.verifyWebhook(
        request.body as Buffer,
        typeof signature === "string" ? signature : undefined,
      );
      if (!event) throw new InvalidInput(messages.webhookSignatureInvalid);
      if (event.type === "payment_intent.succeeded") {
        const intent = event.data.object;
        const orderId = intent.metadata?.orderId;
        const order = orderId ? await findOrder(app.db, orderId) : undefined;
        // The provider is asked again inside: the event's own figures are not trusted alone. Its
        // refusals (not verified, paid by another, too late) are ours to log, not Stripe's to retry.
        if (order) await verifyAndMarkPaid(app, order, intent.id).catch(ignoreRefusal);
        else if (orderId) await refundOrphan(app, intent.id, orderId);
      } else if (event.type === "charge.refunded") {
        await refundedAtStripe(app, event.data.object);
      }
      return { received: true };
    },
  );
};

/**
 * A payment was refunded at Stripe: by the shop itself (an admin's refund, a late payment), or
 * by the owner in Stripe's dashboard. The order follows as if refunded here (decision 0019): it
 * becomes 'Refunded', its units go back and the customer is mailed, once; our own refunds are
 * already done or finish the same way. Only a whole refund counts: after a partial one the order
 * stays as it is, and an order that shipped stays shipped; the log says so.
 */
async function refundedAtStripe(app: FastifyInstance, charge: Stripe.Charge) {
  const paymentId = typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
  const order = paymentId ? await findOrderOfPayment(app.db, paymentId) : undefined;
  if (!order?.paid || order.status === "Refunded") return;
  if (!charge.refunded) {
    app.log.warn(
      { orderId: order.id, paymentId },
      "part of an order's payment was refunded at Stripe; the order stays",
    );
    return;
  }
  try {
    await refundOrder(app, order.id);
  } catch (err) {
    // Refused as an admin's refund would be (it shipped, say): ours to tell, not Stripe's to retry.
    if (!(err instanceof Conflict)) throw err;
    app.log.warn({ orderId: order.id, paymentId, reason: (err as Error).message }, "an order refunded at Stripe stays");
  }
}

function ignoreRefusal(err: unknown) {
  if (!(err instanceof DomainError)) throw err;
}

/** A payment for an order that was deleted meanwhile: nothing to sell for it, so it goes back. */
async function refundOrphan(app: FastifyInstance, paymentId: string, orderId: string) {
  const payment = await app.payments.provider.retrieve(paymentId);
  if (payment?.status !== "succeeded") return;
  await app.payments.provider.refund(paymentId);
  app.log.warn({ paymentId, orderId }, "refunded a payment for an order that no longer exists");
}
