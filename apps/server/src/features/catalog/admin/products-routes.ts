import {
  adminProductSchema,
  adminProductsQuerySchema,
  errorSchema,
  idParamsSchema,
  partSchema,
  productUpdateSchema,
  variantSpecsSchema,
} from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAdmin } from "../../../auth/guards.ts";
import { pageHeaders } from "../../../shared/paging.ts";
import { assertOwnPicture } from "../../images/index.ts";
import { listProducts } from "./product-list.ts";
import { productOf, updateProduct, updateVariantSpecs } from "./products.ts";

const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const secured = { tags: ["catalog admin"], security: [{ bearer: [] }] };
const family = z.array(partSchema).describe("The product's variants, by SKU");

/** A product and its variants, as the owner edits them (issue 28). */
export const adminProductsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/products",
    {
      onRequest: requireAdmin(app),
      schema: {
        ...secured,
        summary: "A page of products by name, each with its variants' count, category, brand and stock (admins)",
        description:
          'A product is a family of variants; it is named by one of their ids, which `GET /api/admin/parts/{id}/product` opens. The `Link` header gives the next page (rel="next") and the one before (rel="prev").',
        querystring: adminProductsQuerySchema,
        response: { 200: z.array(adminProductSchema), 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const page = await listProducts(app.db, request.query);
      return reply.headers(pageHeaders(request.url, page)).send(page.items);
    },
  );

  app.get(
    "/admin/parts/:id/product",
    {
      onRequest: requireAdmin(app),
      schema: {
        ...secured,
        summary: "The product a part belongs to: its variants with their options and specification values (admins)",
        params: idParamsSchema,
        response: { 200: family, ...refusals },
      },
    },
    async (request) => productOf(app.db, request.params.id),
  );

  app.patch(
    "/admin/parts/:id/product",
    {
      onRequest: requireAdmin(app),
      schema: {
        ...secured,
        summary: "Edit the own fields of the product a part belongs to (admins): written to every variant at once",
        description: "A new category is taken only if every variant's specification values fit it.",
        params: idParamsSchema,
        body: productUpdateSchema,
        response: { 200: family, ...refusals },
      },
    },
    async (request) => {
      if (request.body.img !== undefined) assertOwnPicture(app.images, request.body.img);
      const changed = await updateProduct(app.db, request.params.id, request.body);
      app.publicCache.clear();
      return changed;
    },
  );

  app.put(
    "/admin/parts/:id/specs",
    {
      onRequest: requireAdmin(app),
      schema: {
        ...secured,
        summary: "Set a variant's specification values and options (admins), checked against its category",
        params: idParamsSchema,
        body: variantSpecsSchema,
        response: { 200: family, ...refusals },
      },
    },
    async (request) => {
      const changed = await updateVariantSpecs(app.db, request.params.id, request.body);
      app.publicCache.clear();
      return changed;
    },
  );
};
