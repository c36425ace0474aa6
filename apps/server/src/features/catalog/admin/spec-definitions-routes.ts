import {
  categorySlugParamsSchema,
  deleteResultSchema,
  errorSchema,
  specDefinitionCreateSchema,
  specDefinitionSchema,
  specDefinitionUpdateSchema,
  specParamsSchema,
} from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAdmin } from "../../../auth/guards.ts";
import { addSpec, deleteSpec, listSpecs, updateSpec } from "./spec-definitions.ts";

const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const secured = { tags: ["catalog admin"], security: [{ bearer: [] }] };

/** A category's own specification definitions (issue 28). */
export const adminSpecDefinitionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/categories/:slug/specs",
    {
      onRequest: requireAdmin(app),
      schema: {
        ...secured,
        summary: "A category's own specification definitions (admins); a category has a few",
        params: categorySlugParamsSchema,
        response: { 200: z.array(specDefinitionSchema), ...refusals },
      },
    },
    async (request) => listSpecs(app.db, request.params.slug),
  );

  app.post(
    "/admin/categories/:slug/specs",
    {
      onRequest: requireAdmin(app),
      schema: {
        ...secured,
        summary: "Define a specification for a category and the categories below it (admins)",
        params: categorySlugParamsSchema,
        body: specDefinitionCreateSchema,
        response: { 201: specDefinitionSchema, ...refusals, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const added = await addSpec(app.db, request.params.slug, request.body);
      app.publicCache.clear();
      return reply.code(201).send(added);
    },
  );

  app.patch(
    "/admin/categories/:slug/specs/:key",
    {
      onRequest: requireAdmin(app),
      schema: {
        ...secured,
        summary: "Relabel a specification, change its unit or choices (admins); never leaving a part's value out",
        params: specParamsSchema,
        body: specDefinitionUpdateSchema,
        response: { 200: specDefinitionSchema, ...refusals, 409: errorSchema },
      },
    },
    async (request) => {
      const changed = await updateSpec(app.db, request.params.slug, request.params.key, request.body);
      app.publicCache.clear();
      return changed;
    },
  );

  app.delete(
    "/admin/categories/:slug/specs/:key",
    {
      onRequest: requireAdmin(app),
      schema: {
        ...secured,
        summary: "Delete a specification (admins), only while no part has a value of it",
        params: specParamsSchema,
        response: { 200: deleteResultSchema, ...refusals, 409: errorSchema },
      },
    },
    async (request) => {
      await deleteSpec(app.db, request.params.slug, request.params.key);
      app.publicCache.clear();
      return { acknowledged: true, deletedCount: 1 };
    },
  );
};
