import {
  adminCategorySchema,
  categoryCreateSchema,
  categorySlugParamsSchema,
  categoryUpdateSchema,
  deleteResultSchema,
  errorSchema,
} from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAdmin } from "../../../auth/guards.ts";
import { addCategory, deleteCategory, listCategories, updateCategory } from "./categories.ts";

const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
const secured = { tags: ["catalog admin"], security: [{ bearer: [] }] };

/** The owner's category tree (issue 28). */
export const adminCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/categories",
    {
      onRequest: requireAdmin(app),
      schema: {
        ...secured,
        summary: "The whole category tree with its counts (admins); at most 1,000 categories, in one answer",
        response: { 200: z.array(adminCategorySchema), ...refusals },
      },
    },
    async () => listCategories(app.db),
  );

  app.post(
    "/admin/categories",
    {
      onRequest: requireAdmin(app),
      schema: {
        ...secured,
        summary: "Add a category (admins), at the top or under a parent",
        body: categoryCreateSchema,
        response: { 201: adminCategorySchema, ...refusals, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const added = await addCategory(app.db, request.body);
      app.publicCache.clear();
      return reply.code(201).send(added);
    },
  );

  app.patch(
    "/admin/categories/:slug",
    {
      onRequest: requireAdmin(app),
      schema: {
        ...secured,
        summary: "Rename, describe or move a category (admins); never under itself or its own subcategories",
        params: categorySlugParamsSchema,
        body: categoryUpdateSchema,
        response: { 200: adminCategorySchema, ...refusals, 404: errorSchema },
      },
    },
    async (request) => {
      const changed = await updateCategory(app.db, request.params.slug, request.body);
      app.publicCache.clear();
      return changed;
    },
  );

  app.delete(
    "/admin/categories/:slug",
    {
      onRequest: requireAdmin(app),
      schema: {
        ...secured,
        summary: "Delete a category (admins), only while it has no parts and no subcategories",
        params: categorySlugParamsSchema,
        response: { 200: deleteResultSchema, ...refusals, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      await deleteCategory(app.db, request.params.slug);
      app.publicCache.clear();
      return { acknowledged: true, deletedCount: 1 };
    },
  );
};
