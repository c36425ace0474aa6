import { errorSchema, overviewSchema } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAdmin } from "../../auth/guards.ts";
import { readOverview } from "./repository.ts";

export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/overview",
    {
      onRequest: requireAdmin(app),
      schema: {
        tags: ["admin"],
        summary: "The shop at a glance (admins): 30 days of revenue, orders by status, best sellers, low stock",
        description:
          "Revenue counts paid orders on the UTC day their payment was recorded; every day of the window is present. Low stock: fewer than two minimum orders left.",
        security: [{ bearer: [] }],
        response: { 200: overviewSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return readOverview(app.db);
    },
  );
};
