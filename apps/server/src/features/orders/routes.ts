import {
  allOrdersQuerySchema,
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
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { accountNamed, claimsOf, requireAdmin, requireToken, requireUser } from "../../auth/guards.ts";
import { httpError } from "../../http/errors.ts";
import { orderShippedMail } from "../../mail/templates.ts";
import { closePaymentsOf } from "../../shared/hold-sweeper.ts";
import { partsOf } from "../../shared/order-holds.ts";
import { findOrder, orderTotalCents, ownedOrder } from "../../shared/orders.ts";
import { emptyPage, PAGED_LIST, pageHeaders } from "../../shared/paging.ts";
import { deleteOrderAndPayment } from "./delete-order.ts";
import { listOrders, placeOrder, shipOrder, toOrder } from "./repository.ts";

const security = [{ bearer: [] }];
const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const myOrdersLink = () => `${app.publicUrl}/deshboard/myorders`;

  app.post(
    "/orders",
    {
      // The token only: the order's own statement checks its session (decision 0021).
      onRequest: requireToken(app),
      schema: {
        tags: ["orders"],
        summary: "Order a part; its units are held for it at once, for ORDER_HOLD_MINUTES while unpaid",
        security,
        body: orderCreateSchema,
        response: { 201: insertResultSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const result = await placeOrder(app.db, {
        partId: request.body.productId,
        quantity: request.body.orderQuantity,
        claims: claimsOf(request),
        phone: request.body.phone,
        address: request.body.address,
        holdMinutes: app.orderHoldMinutes,
        ordersLink: myOrdersLink(),
      });
      if (result.released.length > 0) {
        app.metrics.orders.expired.inc(result.released.length);
        app.publicCache.forgetParts(partsOf(result.released));
        await closePaymentsOf(app, result.released);
      }
      if (!result.ok) throw httpError(result.status, result.message);
      app.metrics.orders.placed.inc();
      app.mailWorker.wake();
      // The part's stock is public and cached; nothing else an order changes is.
      app.publicCache.forgetParts([request.body.productId]);
      return reply.code(201).send({ acknowledged: true, insertedId: result.orderId });
    },
  );

  app.get(
    "/orders",
    {
      onRequest: requireUser(app),
      schema: {
        tags: ["orders"],
        summary: "A page of the orders of the account that has this e-mail now, newest first",
        description: PAGED_LIST,
        security,
        querystring: ordersQuerySchema,
        response: { 200: z.array(orderSchema), ...refusals },
      },
    },
    async (request, reply) => {
      const { email, ...paging } = request.query;
      const userId = await accountNamed(app.db, request, email);
      // No account: nothing to list, but a bad cursor is still refused.
      const page = userId ? await listOrders(app.db, { userId, ...paging }) : emptyPage(paging.cursor);
      reply.headers(pageHeaders(request.url, page));
      return page.items.map(({ row }) => toOrder(row));
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
        summary:
          "Delete an unpaid order (its owner or an admin) whose payment is not under way, or a refunded one; an unpaid order's payment is cancelled and its units go back in stock",
        security,
        params: idParamsSchema,
        response: { 200: deleteResultSchema, ...refusals },
      },
    },
    async (request) => {
      const order = await ownedOrder(app.db, request, request.params.id, true);
      const deleted = await deleteOrderAndPayment(app, order);
      if (deleted && order.partId) app.publicCache.forgetParts([order.partId]);
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
      if (before.status === "Refunded") throw httpError(409, messages.orderRefundedCannotShip);
      if (before.status === "Refunding") throw httpError(409, messages.orderRefundUnderway);
      // Shipping twice (two admins at once) changes the order, and mails the customer, once.
      const shipped = await shipOrder(app.db, before.id, (order) =>
        orderShippedMail({ ...order, totalCents: orderTotalCents(order) }, myOrdersLink()),
      );
      if (shipped) app.mailWorker.wake();
      return { acknowledged: true, matchedCount: 1, modifiedCount: shipped ? 1 : 0 };
    },
  );

  app.get(
    "/allorders",
    {
      onRequest: requireAdmin(app),
      schema: {
        tags: ["orders"],
        summary: "A page of all orders, newest first, searched and filtered by status (admins)",
        description: PAGED_LIST,
        security,
        querystring: allOrdersQuerySchema,
        response: { 200: z.array(orderSchema), ...refusals },
      },
    },
    async (request, reply) => {
      const page = await listOrders(app.db, request.query);
      reply.headers(pageHeaders(request.url, page));
      return page.items.map(({ row }) => toOrder(row));
    },
  );
};
