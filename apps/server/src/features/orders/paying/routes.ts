import {
  errorSchema,
  idParamsSchema,
  markPaidSchema,
  modifiedAnswer,
  modifyResultSchema,
  paymentConfigSchema,
  paymentIntentRequestSchema,
  paymentIntentSchema,
  sandboxConfirmResultSchema,
  sandboxConfirmSchema,
} from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { callerOf, requireUser } from "../../../auth/guards.ts";
import { livePaymentSecret } from "./live-payment.ts";
import { stripeWebhookRoute } from "./stripe-webhook.ts";
import { payOrder } from "./verify-payment.ts";

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
        summary:
          "Start paying an order, or go on with its one live payment; the amount is its unit price x quantity from the database",
        security: [{ bearer: [] }],
        body: paymentIntentRequestSchema,
        response: { 200: paymentIntentSchema, ...refusals },
      },
    },
    async (request) => ({ clientSecret: await livePaymentSecret(app, callerOf(request), request.body.orderId) }),
  );

  app.patch(
    "/orders/:id",
    {
      onRequest: requireUser(app),
      schema: {
        tags: ["payments"],
        summary: "Mark the order paid, once the payment provider confirms the payment",
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: markPaidSchema,
        response: { 200: modifyResultSchema, ...refusals, 402: errorSchema },
      },
    },
    async (request) => {
      return modifiedAnswer(await payOrder(app, callerOf(request), request.params.id, request.body.transactionId));
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
            402: errorSchema,
          },
        },
      },
      async (request) => ({
        id: await sandbox.confirm(request.body.clientSecret, request.body.card),
        status: "succeeded" as const,
      }),
    );
  }

  if (app.payments.stripe) await app.register(stripeWebhookRoute);
};
