import { errorSchema, idParamsSchema, messages, partSchema, partsQuerySchema } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendCached } from "../../http/public-cache.ts";
import { findPart, listParts } from "./repository.ts";

export const partsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/parts",
    {
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
      schema: {
        tags: ["catalog"],
        summary: "One part",
        params: idParamsSchema,
        response: { 200: partSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const entry = await app.publicCache.get(request.url, () => findPart(app.db, request.params.id));
      if (!entry) return reply.code(404).send({ message: messages.partNotFound });
      return sendCached(request, reply, entry);
    },
  );
};
