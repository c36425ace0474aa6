import {
  adminBrandSchema,
  brandCreateSchema,
  brandSlugParamsSchema,
  brandsQuerySchema,
  brandUpdateSchema,
  deleteResultSchema,
  errorSchema,
} from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAdmin } from "../../../auth/guards.ts";
import { pageHeaders } from "../../../shared/paging.ts";
import { addBrand, deleteBrand, listBrands, renameBrand } from "./brands.ts";

const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
const secured = { tags: ["catalog admin"], security: [{ bearer: [] }] };

/** The owner's brands (issue 28). */
export const adminBrandsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/brands",
    {
      onRequest: requireAdmin(app),
      schema: {
        ...secured,
        summary: "A page of brands in slug order, with their part counts (admins)",
        description: 'The `Link` header gives the next page (rel="next") when there is one.',
        querystring: brandsQuerySchema,
        response: { 200: z.array(adminBrandSchema), ...refusals },
      },
    },
    async (request, reply) => {
      const page = await listBrands(app.db, request.query);
      return reply.headers(pageHeaders(request.url, page)).send(page.items);
    },
  );

  app.post(
    "/admin/brands",
    {
      onRequest: requireAdmin(app),
      schema: {
        ...secured,
        summary: "Add a brand (admins)",
        body: brandCreateSchema,
        response: { 201: adminBrandSchema, ...refusals, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const added = await addBrand(app.db, request.body);
      app.publicCache.clear();
      return reply.code(201).send(added);
    },
  );

  app.patch(
    "/admin/brands/:slug",
    {
      onRequest: requireAdmin(app),
      schema: {
        ...secured,
        summary: "Rename a brand (admins)",
        params: brandSlugParamsSchema,
        body: brandUpdateSchema,
        response: { 200: adminBrandSchema, ...refusals, 404: errorSchema },
      },
    },
    async (request) => {
      const renamed = await renameBrand(app.db, request.params.slug, request.body);
      app.publicCache.clear();
      return renamed;
    },
  );

  app.delete(
    "/admin/brands/:slug",
    {
      onRequest: requireAdmin(app),
      schema: {
        ...secured,
        summary: "Delete a brand (admins), only while no part has it",
        params: brandSlugParamsSchema,
        response: { 200: deleteResultSchema, ...refusals, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      await deleteBrand(app.db, request.params.slug);
      app.publicCache.clear();
      return { acknowledged: true, deletedCount: 1 };
    },
  );
};
