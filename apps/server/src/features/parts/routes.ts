import {
  deleteResultSchema,
  errorSchema,
  idParamsSchema,
  insertResultSchema,
  messages,
  partCreateSchema,
  partSchema,
  partsQuerySchema,
} from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAdmin } from "../../auth/guards.ts";
import { httpError } from "../../http/errors.ts";
import { cachedAnswerFirst, sendCached } from "../../http/public-cache.ts";
import { addPart, deletePart, findPart, listParts } from "./repository.ts";

export const partsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/parts",
    {
      onRequest: cachedAnswerFirst(app.publicCache),
      schema: {
        tags: ["catalog"],
        summary: "A page of parts, in name order, optionally searched by name",
        querystring: partsQuerySchema,
        response: { 200: z.array(partSchema), 400: errorSchema },
      },
    },
    async (request, reply) => {
      const entry = await app.publicCache.get(request.url, () => listParts(app.db, request.query));
      return sendCached(request, reply, entry);
    },
  );

  app.get(
    "/parts/:id",
    {
      onRequest: cachedAnswerFirst(app.publicCache),
      schema: {
        tags: ["catalog"],
        summary: "One part",
        params: idParamsSchema,
        response: { 200: partSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const entry = await app.publicCache.get(request.url, () => findPart(app.db, request.params.id));
      if (!entry) throw httpError(404, messages.partNotFound);
      return sendCached(request, reply, entry);
    },
  );

  const adminOnly = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

  app.post(
    "/parts",
    {
      onRequest: requireAdmin(app),
      schema: {
        tags: ["catalog"],
        summary: "Add a part (admins)",
        security: [{ bearer: [] }],
        body: partCreateSchema,
        response: { 201: insertResultSchema, ...adminOnly },
      },
    },
    async (request, reply) => {
      const id = await addPart(app.db, request.body);
      app.publicCache.clear();
      return reply.code(201).send({ acknowledged: true, insertedId: id });
    },
  );

  app.delete(
    "/parts/:id",
    {
      onRequest: requireAdmin(app),
      schema: {
        tags: ["catalog"],
        summary: "Delete a part (admins); orders keep their copy of it",
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: deleteResultSchema, ...adminOnly },
      },
    },
    async (request) => {
      const deleted = await deletePart(app.db, request.params.id);
      if (deleted) app.publicCache.clear();
      return { acknowledged: true, deletedCount: deleted ? 1 : 0 };
    },
  );
};
