import { errorSchema, insertResultSchema, reviewCreateSchema, reviewSchema } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { callerOf, requireUser } from "../../auth/guards.ts";
import { sendCached } from "../../http/public-cache.ts";
import { addReview, listReviews } from "./repository.ts";

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/reviews",
    {
      schema: {
        tags: ["reviews"],
        summary: "Customer reviews, newest first",
        response: { 200: z.array(reviewSchema), 400: errorSchema },
      },
    },
    async (request, reply) => {
      const entry = await app.publicCache.get("reviews", () => listReviews(app.db));
      return sendCached(request, reply, entry);
    },
  );

  app.post(
    "/reviews",
    {
      onRequest: requireUser(app),
      schema: {
        tags: ["reviews"],
        summary: "Add a review; it carries the signed-in user's name",
        security: [{ bearer: [] }],
        body: reviewCreateSchema,
        response: { 201: insertResultSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      const id = await addReview(app.db, callerOf(request), request.body);
      app.publicCache.clear();
      return reply.code(201).send({ acknowledged: true, insertedId: id });
    },
  );
};
