import {
  errorSchema,
  insertResultSchema,
  reviewCreateSchema,
  reviewSchema,
  reviewSummarySchema,
  reviewsQuerySchema,
} from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { callerOf, requireUser } from "../../auth/guards.ts";
import { sendCached } from "../../http/public-cache.ts";
import { PAGED_LIST, pageHeaders } from "../../shared/paging.ts";
import { assertOwnPicture } from "../images/index.ts";
import { addReview, listReviews, reviewSummary } from "./repository.ts";

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/reviews",
    {
      schema: {
        tags: ["reviews"],
        summary: "A page of customer reviews, newest first",
        description: `${PAGED_LIST} \`X-Total-Count\` is the number of all reviews (the home page's heading shows it).`,
        querystring: reviewsQuerySchema,
        response: { 200: z.array(reviewSchema), 400: errorSchema },
      },
    },
    async (request, reply) => {
      const entry = await app.publicCache.page(request.url, async () => {
        const page = await listReviews(app.db, request.query);
        return { value: page.items, headers: pageHeaders(request.url, page, page.total) };
      });
      return sendCached(request, reply, entry);
    },
  );

  app.get(
    "/reviews/summary",
    {
      schema: {
        tags: ["reviews"],
        summary: "The count of all reviews and their average stars",
        description:
          "Reviews are of the shop, not of a part: this is what the part pages show beside their delivery information. `average` is null while there is no review.",
        response: { 200: reviewSummarySchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const entry = await app.publicCache.get("reviews.summary", () => reviewSummary(app.db));
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
      assertOwnPicture(app.images, request.body.img);
      const id = await addReview(app.db, callerOf(request), request.body);
      app.publicCache.clear();
      return reply.code(201).send({ acknowledged: true, insertedId: id });
    },
  );
};
