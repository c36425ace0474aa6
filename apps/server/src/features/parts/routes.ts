import {
  deleteResultSchema,
  errorSchema,
  idParamsSchema,
  insertResultSchema,
  messages,
  partCreateSchema,
  partSchema,
  partsQuerySchema,
  partUpdateSchema,
  SPEC_FILTERS_DOC,
} from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAdmin } from "../../auth/guards.ts";
import { httpError } from "../../http/errors.ts";
import { sendCached } from "../../http/public-cache.ts";
import { PAGED_LIST, pageHeaders } from "../../shared/paging.ts";
import { listCatalog } from "../catalog/index.ts";
import { assertOwnPicture } from "../images/index.ts";
import { addPart, deletePart, findPart, updatePart } from "./repository.ts";

export const partsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/parts",
    {
      schema: {
        tags: ["catalog"],
        summary: "A page of the catalog: filtered, searched and sorted (newest first by default)",
        description: `${PAGED_LIST} With \`sort\`, or a \`search\` (best match first), the page is in that order instead. Filters combine: a part must pass every one. ${SPEC_FILTERS_DOC}`,
        querystring: partsQuerySchema,
        response: { 200: z.array(partSchema), 400: errorSchema },
      },
    },
    async (request, reply) => {
      const entry = await app.publicCache.page(request.url, async () => {
        const page = await listCatalog(app.db, request.query);
        return {
          value: page.items,
          headers: pageHeaders(request.url, page),
          parts: page.items.flatMap((p) => [p._id, ...p.variants.map((v) => v._id)]),
          followsStock: page.followsStock,
        };
      });
      return sendCached(request, reply, entry);
    },
  );

  app.get(
    "/parts/:id",
    {
      schema: {
        tags: ["catalog"],
        summary: "One part",
        params: idParamsSchema,
        response: { 200: partSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      // The answer shows its variants' prices and stock too: a change to any of them forgets it.
      const entry = await app.publicCache.get(
        request.url,
        () => findPart(app.db, request.params.id),
        (part) => [part._id, ...part.variants.map((v) => v._id)],
      );
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
      assertOwnPicture(app.images, request.body.img);
      const id = await addPart(app.db, request.body);
      app.publicCache.clear();
      return reply.code(201).send({ acknowledged: true, insertedId: id });
    },
  );

  app.patch(
    "/parts/:id",
    {
      onRequest: requireAdmin(app),
      schema: {
        tags: ["catalog"],
        summary: "Edit or restock a part (admins): only the fields sent change; orders keep their copy",
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: partUpdateSchema,
        response: { 200: partSchema, ...adminOnly },
      },
    },
    async (request) => {
      if (request.body.img !== undefined) assertOwnPicture(app.images, request.body.img);
      const result = await updatePart(app.db, request.params.id, request.body);
      if (!result.ok) {
        throw result.reason === "missing"
          ? httpError(404, messages.partNotFound)
          : httpError(400, messages.minAboveStock);
      }
      app.publicCache.clear();
      return result.part;
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
