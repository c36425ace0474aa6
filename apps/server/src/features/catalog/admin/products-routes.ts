import {
  errorSchema,
  familyParamsSchema,
  idParamsSchema,
  partSchema,
  productUpdateSchema,
  variantSpecsSchema,
} from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAdmin } from "../../../auth/guards.ts";
import { assertOwnPicture } from "../../images/index.ts";
import { familyShown, updateFamily, updateVariantSpecs } from "./products.ts";

const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const secured = { tags: ["catalog admin"], security: [{ bearer: [] }] };
const family = z.array(partSchema).describe("The product's variants, by SKU");

/** A product and its variants, as the owner edits them (issue 28). */
export const adminProductsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/products/:family",
    {
      onRequest: requireAdmin(app),
      schema: {
        ...secured,
        summary: "A product's variants with their options and specification values (admins)",
        params: familyParamsSchema,
        response: { 200: family, ...refusals },
      },
    },
    async (request) => familyShown(app.db, request.params.family),
  );

  app.patch(
    "/admin/products/:family",
    {
      onRequest: requireAdmin(app),
      schema: {
        ...secured,
        summary: "Edit a product's own fields (admins): written to every variant at once",
        description: "A new category is taken only if every variant's specification values fit it.",
        params: familyParamsSchema,
        body: productUpdateSchema,
        response: { 200: family, ...refusals },
      },
    },
    async (request) => {
      if (request.body.img !== undefined) assertOwnPicture(app.images, request.body.img);
      const changed = await updateFamily(app.db, request.params.family, request.body);
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
