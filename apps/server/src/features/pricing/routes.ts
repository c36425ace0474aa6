import { errorSchema, pricingPlanSchema } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendCached } from "../../http/public-cache.ts";
import { listPricingPlans } from "./repository.ts";

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
      const entry = await app.publicCache.get("pricing", () => listPricingPlans(app.db));
      return sendCached(request, reply, entry);
    },
  );
};
