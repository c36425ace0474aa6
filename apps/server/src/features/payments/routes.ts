import {
  errorSchema,
  messages,
  paymentConfigSchema,
  paymentIntentRequestSchema,
  paymentIntentSchema,
  sandboxConfirmResultSchema,
  sandboxConfirmSchema,
} from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { callerOf, requireUser } from "../../auth/guards.ts";
import { httpError } from "../../http/errors.ts";
import { CURRENCY } from "../../payments/provider.ts";
import { findOrder, orderTotalCents } from "../orders/repository.ts";
import { stripeWebhookRoute } from "./stripe-webhook.ts";

const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/payments/config",
    {
      schema: {
        tags: ["payments"],
        summary: "Which card form the payment page loads",
        response: { 200: paymentConfigSchema },
      },
    },
    async () => app.payments.provider.publicConfig(),
  );

  app.post(
    "/create-payment-intent",
    {
      onRequest: requireUser(app),
      schema: {
        tags: ["payments"],
        summary: "Start paying an order; the amount is its unit price x quantity from the database",
        security: [{ bearer: [] }],
        body: paymentIntentRequestSchema,
        response: { 200: paymentIntentSchema, ...refusals },
      },
    },
    async (request) => {
      const order = await findOrder(app.db, request.body.orderId);
      if (!order) throw httpError(404, messages.orderNotFound);
      if (order.email !== callerOf(request).email) throw httpError(403, messages.notYourAccount);
      if (order.paid) throw httpError(409, messages.orderAlreadyPaid);
      const intent = await app.payments.provider.createIntent({
        orderId: order.id,
        amountCents: orderTotalCents(order),
        currency: CURRENCY,
        email: order.email,
      });
      return { clientSecret: intent.clientSecret };
    },
  );

  const sandbox = app.payments.sandbox;
  if (sandbox) {
    app.post(
      "/sandbox-payments/confirm",
      {
        schema: {
          tags: ["payments"],
          summary: "Sandbox only: pay with a test card (Stripe's test numbers)",
          body: sandboxConfirmSchema,
          response: {
            200: sandboxConfirmResultSchema,
            ...refusals,
            402: z.object({ message: z.string(), code: z.string() }),
          },
        },
      },
      async (request, reply) => {
        const result = await sandbox.confirm(request.body.clientSecret, request.body.card);
        if (!result.ok) return reply.code(result.status).send({ message: result.message, code: result.code });
        return { id: result.id, status: "succeeded" as const };
      },
    );
  }

  if (app.payments.stripe) await app.register(stripeWebhookRoute);
};
