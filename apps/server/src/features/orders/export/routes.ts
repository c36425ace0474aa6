import { errorSchema } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAdmin } from "../../../auth/guards.ts";
import { ordersCsv } from "./orders-csv.ts";

export const ordersExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/allorders/export.csv",
    {
      onRequest: requireAdmin(app),
      schema: {
        tags: ["orders"],
        summary: "Every order as CSV, newest first (admins); streamed, so any number of orders fits",
        security: [{ bearer: [] }],
        produces: ["text/csv"],
        response: { 200: z.string(), 401: errorSchema, 403: errorSchema },
      },
    },
    // Fastify sends a stream as it is, unserialised; the response schema only documents it.
    async (_request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="orders-${day}.csv"`)
        .header("cache-control", "no-store")
        .send(ordersCsv(app.db) as unknown as string);
    },
  );
};
