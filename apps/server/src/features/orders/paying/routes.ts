import {
  errorSchema,
  idParamsSchema,
  markPaidSchema,
  messages,
  modifyResultSchema,
  orderExpiredRefundRefused,
  paymentConfigSchema,
  paymentIntentRequestSchema,
  paymentIntentSchema,
  sandboxConfirmResultSchema,
  sandboxConfirmSchema,
} from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../../auth/guards.ts";
import { httpError } from "../../../http/errors.ts";
import { RefundRefused } from "../../../payment-providers/provider.ts";
import { ownedOrder } from "../records.ts";
import { livePaymentSecret } from "./live-payment.ts";
import { stripeWebhookRoute } from "./stripe-webhook.ts";
import { verifyAndMarkPaid } from "./verify-payment.ts";

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
    async (request) => {
      const order = await ownedOrder(app.db, request, request.body.orderId);
      return { clientSecret: await livePaymentSecret(app, order) };
    },
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
      const order = await ownedOrder(app.db, request, request.params.id);
      const outcome = await verifyAndMarkPaid(app, order, request.body.transactionId);
      if (outcome === "unverified") throw httpError(402, messages.paymentNotVerified);
      if (outcome === "conflict") throw httpError(409, messages.orderAlreadyPaid);
      if (outcome === "refunded") throw httpError(409, messages.orderExpiredRefunded);
      if (outcome instanceof RefundRefused) throw httpError(409, orderExpiredRefundRefused(outcome.message));
      return { acknowledged: true, matchedCount: 1, modifiedCount: outcome === "marked" ? 1 : 0 };
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
      async (request) => {
        const result = await sandbox.confirm(request.body.clientSecret, request.body.card);
        if (!result.ok) throw httpError(result.status, result.message, result.code);
        return { id: result.id, status: "succeeded" as const };
      },
    );
  }

  if (app.payments.stripe) await app.register(stripeWebhookRoute);
};
