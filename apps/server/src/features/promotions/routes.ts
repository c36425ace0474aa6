import {
  discountCreateSchema,
  discountSchema,
  discountsQuerySchema,
  discountUpdateSchema,
  errorSchema,
  idParamsSchema,
  insertedAnswer,
  insertResultSchema,
  modifiedAnswer,
  modifyResultSchema,
} from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAdmin } from "../../auth/guards.ts";
import { PAGED_LIST, pageHeaders } from "../../shared/paging.ts";
import { codeToWire, createCode, listCodes, setActive } from "./codes.ts";

const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const secured = { tags: ["discounts"], security: [{ bearer: [] }] };

/** The owner's discount codes (issue 31). */
export const discountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/admin/discounts",
    {
      onRequest: requireAdmin(app),
      schema: {
        ...secured,
        summary:
          "Create a discount code (admins): a percentage or a fixed amount, on the order, a category (with its subcategories) or a brand, with an optional minimum subtotal, start, end and limits of uses in total and per customer",
        body: discountCreateSchema,
        response: { 201: insertResultSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const id = await createCode(app.db, request.body);
      return reply.code(201).send(insertedAnswer(id));
    },
  );

  app.get(
    "/admin/discounts",
    {
      onRequest: requireAdmin(app),
      schema: {
        ...secured,
        summary: "A page of discount codes with their uses and the revenue of their paid orders (admins)",
        description: PAGED_LIST,
        querystring: discountsQuerySchema,
        response: { 200: z.array(discountSchema), ...refusals },
      },
    },
    async (request, reply) => {
      const page = await listCodes(app.db, request.query);
      reply.headers(pageHeaders(request.url, page));
      return page.items.map(({ row, ...extra }) => codeToWire(row, extra));
    },
  );

  app.patch(
    "/admin/discounts/:id",
    {
      onRequest: requireAdmin(app),
      schema: {
        ...secured,
        summary: "Deactivate a discount code, or offer it again (admins); orders that used it keep their discount",
        params: idParamsSchema,
        body: discountUpdateSchema,
        response: { 200: modifyResultSchema, ...refusals },
      },
    },
    async (request) => modifiedAnswer(await setActive(app.db, request.params.id, request.body.active)),
  );
};
