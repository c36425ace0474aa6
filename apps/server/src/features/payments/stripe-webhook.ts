import { errorSchema, messages } from "@shop/contract";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { httpError } from "../../http/errors.ts";
import { findOrder } from "../../shared/orders.ts";
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
        summary: "Stripe webhook (signed): marks orders paid on payment_intent.succeeded",
        response: { 200: z.object({ received: z.boolean() }), 400: errorSchema },
      },
    },
    async (request) => {
      const signature = request.headers["stripe-signature"];
      const event = app.payments.stripe?.verifyWebhook(
        request.body as Buffer,
        typeof signature === "string" ? signature : undefined,
      );
      if (!event) throw httpError(400, messages.webhookSignatureInvalid);
      if (event.type === "payment_intent.succeeded") {
        const intent = event.data.object;
        const orderId = intent.metadata?.orderId;
        const order = orderId ? await findOrder(app.db, orderId) : undefined;
        // The provider is asked again inside: the event's own figures are not trusted alone.
        if (order) await verifyAndMarkPaid(app, order, intent.id);
        else if (orderId) await refundOrphan(app, intent.id, orderId);
      }
      return { received: true };
    },
  );
};

/** A payment for an order that was deleted meanwhile: nothing to sell for it, so it goes back. */
async function refundOrphan(app: FastifyInstance, paymentId: string, orderId: string) {
  const payment = await app.payments.provider.retrieve(paymentId);
  if (payment?.status !== "succeeded") return;
  await app.payments.provider.refund(paymentId);
  app.log.warn({ paymentId, orderId }, "refunded a payment for an order that no longer exists");
}
