import { errorSchema, reviewSchema } from "@shop/contract";
import { desc } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { reviews } from "../../db/schema.ts";
import { sendCached } from "../../http/public-cache.ts";

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
      const entry = await app.publicCache.get("reviews", async () => {
        const rows = await app.db.select().from(reviews).orderBy(desc(reviews.createdAt));
        return rows.map(({ id, userId: _userId, createdAt: _createdAt, ...review }) => ({ _id: id, ...review }));
      });
      return sendCached(request, reply, entry);
    },
  );
};
