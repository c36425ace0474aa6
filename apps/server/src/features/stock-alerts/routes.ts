import {
  alertLinkAnswerSchema,
  alertLinkRequestSchema,
  errorSchema,
  idParamsSchema,
  notifyAnswerSchema,
  notifyRequestSchema,
  stockAlertMessages,
} from "@shop/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { callerOf, keepPrivate, requireUser } from "../../auth/guards.ts";
import { InvalidInput } from "../../shared/domain-errors.ts";
import { confirmAlert, unsubscribe } from "./links.ts";
import { type AlertContext, subscribeCustomer, subscribeVisitor } from "./subscribe.ts";

/** A token makes the caller a customer, and must then be good; without one the caller is a visitor. */
const signedInIfToken = (app: FastifyInstance) => {
  const user = requireUser(app);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    keepPrivate(reply);
    if (request.headers.authorization !== undefined) await user(request, reply);
  };
};

export const stockAlertsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: AlertContext = { db: app.db, tokens: app.stockAlertTokens, publicUrl: app.publicUrl };

  app.post(
    "/parts/:id/notify",
    {
      onRequest: signedInIfToken(app),
      schema: {
        tags: ["stock alerts"],
        summary: "Be told by e-mail once when a part that cannot be ordered is back in stock",
        description:
          "Signed in (bearer token): the alert waits at once (200). A visitor sends `{ email }` and is mailed a link to confirm it (202); only a confirmed address is told of the restock. The visitor's answer is the same whether or not a mail went out (one per address and part every 10 minutes, five per address an hour).",
        security: [{}, { bearer: [] }],
        params: idParamsSchema,
        body: notifyRequestSchema,
        response: {
          200: notifyAnswerSchema,
          202: notifyAnswerSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const partId = request.params.id;
      if (request.caller) {
        const message = await subscribeCustomer(ctx, partId, callerOf(request));
        return { message, waiting: true };
      }
      const email = request.body?.email;
      if (!email) throw new InvalidInput(stockAlertMessages.emailRequired);
      if (await subscribeVisitor(ctx, partId, email)) app.mailWorker.wake();
      return reply.code(202).send({ message: stockAlertMessages.checkYourMail, waiting: false });
    },
  );

  const linkAnswers = { 200: alertLinkAnswerSchema, 400: errorSchema, 409: errorSchema };

  app.post(
    "/stock-alerts/confirm",
    {
      schema: {
        tags: ["stock alerts"],
        summary: "Confirm a visitor's back-in-stock alert with the token of its mailed link",
        description: "Only the newest link of an alert works, once, for 48 hours.",
        body: alertLinkRequestSchema,
        response: linkAnswers,
      },
    },
    async (request, reply) => {
      keepPrivate(reply);
      return confirmAlert(ctx, request.body.token);
    },
  );

  app.post(
    "/stock-alerts/unsubscribe",
    {
      schema: {
        tags: ["stock alerts"],
        summary: "End a back-in-stock alert with the token of the link in its mail, without signing in",
        body: alertLinkRequestSchema,
        response: linkAnswers,
      },
    },
    async (request, reply) => {
      keepPrivate(reply);
      return unsubscribe(ctx, request.body.token);
    },
  );
};
