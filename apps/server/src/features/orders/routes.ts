import {
  allOrdersQuerySchema,
  deletedAnswer,
  deleteResultSchema,
  errorSchema,
  idParamsSchema,
  insertedAnswer,
  insertResultSchema,
  modifiedAnswer,
  modifyResultSchema,
  orderCreateSchema,
  orderDetailSchema,
  orderRequestFromWire,
  orderSchema,
  ordersQuerySchema,
  shipOrderSchema,
} from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { accountNamed, callerOf, claimsOf, requireAdmin, requireToken, requireUser } from "../../auth/guards.ts";
import { emptyPage, PAGED_LIST, pageHeaders } from "../../shared/paging.ts";
import { deleteOrder } from "./deleting/delete-order.ts";
import { placeOrder } from "./placing/place-order.ts";
import { ownedOrder } from "./records.ts";
import { listOrders, orderDetail, toOrders } from "./repository.ts";
import { shipOrder } from "./shipping/ship-order.ts";

const security = [{ bearer: [] }];
const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/orders",
    {
      // The token only: the order's own statement checks its session (decision 0021).
      onRequest: requireToken(app),
      schema: {
        tags: ["orders"],
        summary:
          "Order a part; its units are held for it at once, for ORDER_HOLD_MINUTES while unpaid. 409 when the " +
          "account's unpaid orders would pass UNPAID_ORDERS_PER_ACCOUNT or UNPAID_HOLD_SHARE of the part's stock",
        security,
        body: orderCreateSchema,
        response: { 201: insertResultSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const orderId = await placeOrder(app, claimsOf(request), orderRequestFromWire(request.body));
      return reply.code(201).send(insertedAnswer(orderId));
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
      return toOrders(
        app.db,
        page.items.map(({ row }) => row),
        app.returnDays,
      );
    },
  );

  app.get(
    "/orders/:id",
    {
      onRequest: requireUser(app),
      schema: {
        tags: ["orders"],
        summary:
          "One order with its history (placed, paid, shipped, refund asked or refused, refunded, expired, each with its time), for its owner or an admin (the admin's order page)",
        security,
        params: idParamsSchema,
        response: { 200: orderDetailSchema, ...refusals },
      },
    },
    async (request) =>
      orderDetail(app.db, await ownedOrder(app.db, callerOf(request), request.params.id, true), app.returnDays),
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
      return deletedAnswer(await deleteOrder(app, callerOf(request), request.params.id));
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
      return modifiedAnswer(await shipOrder(app, request.params.id));
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
      return toOrders(
        app.db,
        page.items.map(({ row }) => row),
        app.returnDays,
      );
    },
  );
};
