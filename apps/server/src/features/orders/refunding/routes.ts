import { errorSchema, idParamsSchema, orderSchema } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAdmin } from "../../../auth/guards.ts";
import { orderAnswer } from "../repository.ts";
import { refundOrder } from "./refund-order.ts";

export const orderRefundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/orders/:id/refund",
    {
      onRequest: requireAdmin(app),
      schema: {
        tags: ["orders"],
        summary:
          "Refund a paid order that has not shipped (admins): the provider refunds the payment, the units go back in stock, the customer is mailed; asked again, answers the same refunded order",
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: {
          200: orderSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
          // The provider refused the refund (its reason is in the message) or did not answer.
          502: errorSchema,
        },
      },
    },
    async (request) => orderAnswer(app.db, await refundOrder(app, request.params.id)),
  );
};
