import { errorSchema } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAdmin } from "../../../auth/guards.ts";
import { sendCsvDownload } from "../../../http/csv-download.ts";
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
    async (_request, reply) => sendCsvDownload(reply, "orders", ordersCsv(app.db)),
  );
};
