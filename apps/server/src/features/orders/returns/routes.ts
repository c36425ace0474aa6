import {
  errorSchema,
  idParamsSchema,
  returnRefundSchema,
  returnRefusalSchema,
  returnRequestSchema,
  returnSchema,
  returnsQuerySchema,
} from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { callerOf, requireAdmin, requireUser } from "../../../auth/guards.ts";
import { PAGED_LIST, pageHeaders } from "../../../shared/paging.ts";
import { askReturn } from "./ask-return.ts";
import { refundReturn } from "./refund-return.ts";
import { listReturns, returnAnswer, toReturns } from "./returns-repository.ts";
import { moveReturn } from "./transitions.ts";

const security = [{ bearer: [] }];
const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** Returns (issue 31): the customer asks, the admin approves or refuses, receives and refunds. */
export const orderReturnsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/orders/:id/returns",
    {
      onRequest: requireUser(app),
      schema: {
        tags: ["returns"],
        summary:
          "Ask to return some lines of a shipped order within RETURN_DAYS of its shipping (its owner; another's order is 404). " +
          "409 when not shipped, too late, or the units are already in a return that was not refused",
        security,
        params: idParamsSchema,
        body: returnRequestSchema,
        response: { 201: returnSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const row = await askReturn(app, callerOf(request), request.params.id, request.body);
      return reply.code(201).send(await returnAnswer(app.db, row.id));
    },
  );

  app.get(
    "/admin/returns",
    {
      onRequest: requireAdmin(app),
      schema: {
        tags: ["returns"],
        summary: "A page of the returns, newest first, of every status or one (admins)",
        description: PAGED_LIST,
        security,
        querystring: returnsQuerySchema,
        response: { 200: z.array(returnSchema), ...refusals },
      },
    },
    async (request, reply) => {
      const page = await listReturns(app.db, { ...request.query, limit: request.query.limit ?? 20 });
      reply.headers(pageHeaders(request.url, page));
      return toReturns(app.db, page.items);
    },
  );

  /** An admin's step of a return: its id in the path, the return as it is now in the answer. */
  const admin = {
    onRequest: requireAdmin(app),
    schema: { tags: ["returns"], security, params: idParamsSchema, response: { 200: returnSchema, ...refusals } },
  };
  const documented = (summary: string) => ({ ...admin, schema: { ...admin.schema, summary } });

  app.post(
    "/admin/returns/:id/approve",
    documented("Approve a requested return and mail the customer (admins); asked again, answers the approved return"),
    async (request) => returnAnswer(app.db, (await moveReturn(app, request.params.id, "approve")).id),
  );

  app.post(
    "/admin/returns/:id/refuse",
    {
      ...admin,
      schema: {
        ...admin.schema,
        summary: "Refuse a requested return with a message to the customer (admins); its units may be asked for again",
        body: returnRefusalSchema,
      },
    },
    async (request) =>
      returnAnswer(app.db, (await moveReturn(app, request.params.id, "refuse", request.body.message)).id),
  );

  app.post(
    "/admin/returns/:id/receive",
    documented("Mark an approved return's parts as received and mail the customer (admins); replays are safe"),
    async (request) => returnAnswer(app.db, (await moveReturn(app, request.params.id, "receive")).id),
  );

  app.post(
    "/admin/returns/:id/refund",
    {
      ...admin,
      schema: {
        ...admin.schema,
        summary:
          "Refund a received return (admins): part of the order's payment at the provider (its lines, and the order's " +
          "shipping once if `refundShipping`), its units back in stock and the customer mailed, once however often asked",
        body: returnRefundSchema,
        // The provider refused the refund (its reason is in the message) or did not answer.
        response: { ...admin.schema.response, 502: errorSchema },
      },
    },
    async (request) =>
      returnAnswer(app.db, (await refundReturn(app, request.params.id, request.body.refundShipping ?? false)).id),
  );
};
