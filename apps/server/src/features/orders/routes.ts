import {
  deleteResultSchema,
  errorSchema,
  idParamsSchema,
  insertResultSchema,
  messages,
  modifyResultSchema,
  orderCreateSchema,
  orderSchema,
  ordersQuerySchema,
  shipOrderSchema,
} from "@shop/contract";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { accountNamed, callerOf, requireAdmin, requireUser } from "../../auth/guards.ts";
import { authUser } from "../../db/schema.ts";
import { httpError } from "../../http/errors.ts";
import { orderReceivedMail, orderShippedMail } from "../../mail/templates.ts";
import { findOrder, orderTotalCents, ownedOrder } from "../../shared/orders.ts";
import { deleteUnpaidOrder, listOrders, placeOrder, shipOrder, toOrder } from "./repository.ts";

const security = [{ bearer: [] }];
const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const myOrdersLink = () => `${app.publicUrl}/deshboard/myorders`;

  app.post(
    "/orders",
    {
      onRequest: requireUser(app),
      schema: {
        tags: ["orders"],
        summary: "Order a part; the stock is reserved at once",
        security,
        body: orderCreateSchema,
        response: { 201: insertResultSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const [account] = await app.db
        .select({ name: authUser.name })
        .from(authUser)
        .where(eq(authUser.email, caller.email));
      const result = await placeOrder(app.db, {
        partId: request.body.productId,
        quantity: request.body.orderQuantity,
        userId: caller.id,
        email: caller.email,
        userName: account?.name ?? caller.email,
        phone: request.body.phone,
        address: request.body.address,
      });
      if (!result.ok) throw httpError(result.status, result.message);
      // The part's stock is public and cached.
      app.publicCache.clear();
      const order = result.order;
      app.sendMail(orderReceivedMail({ ...order, totalCents: orderTotalCents(order) }, myOrdersLink()));
      return reply.code(201).send({ acknowledged: true, insertedId: order.id });
    },
  );

  app.get(
    "/orders",
    {
      onRequest: requireUser(app),
      schema: {
        tags: ["orders"],
        summary: "The orders of the account that has this e-mail now, newest first",
        security,
        querystring: ordersQuerySchema,
        response: { 200: z.array(orderSchema), ...refusals },
      },
    },
    async (request) => {
      const userId = await accountNamed(app.db, request, request.query.email);
      return userId ? (await listOrders(app.db, userId)).map(toOrder) : [];
    },
  );

  app.get(
    "/orders/:id",
    {
      onRequest: requireUser(app),
      schema: {
        tags: ["orders"],
        summary: "One order, for its owner",
        security,
        params: idParamsSchema,
        response: { 200: orderSchema, ...refusals },
      },
    },
    async (request) => toOrder(await ownedOrder(app.db, request, request.params.id)),
  );

  app.delete(
    "/orders/:id",
    {
      onRequest: requireUser(app),
      schema: {
        tags: ["orders"],
        summary: "Delete an unpaid order (its owner or an admin); the units go back in stock",
        security,
        params: idParamsSchema,
        response: { 200: deleteResultSchema, ...refusals },
      },
    },
    async (request) => {
      const order = await ownedOrder(app.db, request, request.params.id, true);
      if (order.paid) throw httpError(409, messages.orderPaidCannotDelete);
      const deleted = await deleteUnpaidOrder(app.db, order.id);
      if (deleted) app.publicCache.clear();
      return { acknowledged: true, deletedCount: deleted ? 1 : 0 };
    },
  );

  app.put(
    "/orders/:id",
    {
      onRequest: requireAdmin(app),
      schema: {
        tags: ["orders"],
        summary: "Ship a paid order (admins)",
        security,
        params: idParamsSchema,
        body: shipOrderSchema,
        response: { 200: modifyResultSchema, ...refusals },
      },
    },
    async (request) => {
      const before = await findOrder(app.db, request.params.id);
      if (!before) throw httpError(404, messages.orderNotFound);
      if (!before.paid) throw httpError(409, messages.orderNotPaid);
      const shipped = await shipOrder(app.db, before.id);
      const changed = before.status !== "Shipped" && Boolean(shipped);
      if (changed && shipped) {
        app.sendMail(orderShippedMail({ ...shipped, totalCents: orderTotalCents(shipped) }, myOrdersLink()));
      }
      return { acknowledged: true, matchedCount: 1, modifiedCount: changed ? 1 : 0 };
    },
  );

  app.get(
    "/allorders",
    {
      onRequest: requireAdmin(app),
      schema: {
        tags: ["orders"],
        summary: "Every order (admins)",
        security,
        response: { 200: z.array(orderSchema), ...refusals },
      },
    },
    async () => (await listOrders(app.db)).map(toOrder),
  );
};
