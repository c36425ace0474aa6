import { errorSchema, pricingPlanSchema } from "@shop/contract";
import { asc } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pricingPlans } from "../../db/schema.ts";
import { sendCached } from "../../http/public-cache.ts";

export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/pricing",
    {
      schema: {
        tags: ["catalog"],
        summary: "The pricing plans, cheapest first",
        response: { 200: z.array(pricingPlanSchema), 400: errorSchema },
      },
    },
    async (request, reply) => {
      const entry = await app.publicCache.get("pricing", async () => {
        const rows = await app.db.select().from(pricingPlans).orderBy(asc(pricingPlans.position));
        return rows.map(({ id, priceCents, position: _position, ...plan }) => ({
          _id: id,
          ...plan,
          price: priceCents / 100,
        }));
      });
      return sendCached(request, reply, entry);
    },
  );
};
