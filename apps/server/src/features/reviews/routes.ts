import { errorSchema, insertResultSchema, reviewCreateSchema, reviewSchema } from "@shop/contract";
import { desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { callerOf, requireUser } from "../../auth/guards.ts";
import { authUser, reviews } from "../../db/schema.ts";
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
      const caller = callerOf(request);
      const [account] = await app.db
        .select({ name: authUser.name })
        .from(authUser)
        .where(eq(authUser.email, caller.email));
      const { name: _ignored, ...review } = request.body;
      const [row] = await app.db
        .insert(reviews)
        .values({ ...review, userId: caller.id, name: account?.name ?? caller.email })
        .returning({ id: reviews.id });
      app.publicCache.clear();
      return reply.code(201).send({ acknowledged: true, insertedId: row?.id ?? "" });
    },
  );
};
