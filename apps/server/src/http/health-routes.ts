import { errorSchema, messages, REQUEST_ID_HEADER, withRequestId } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../db/client.ts";

const upSchema = z.object({ status: z.literal("ok") });

/**
 * What a load balancer or service manager asks: is the process up (healthz), and does its
 * database answer (readyz). Documented like every other endpoint, so an operator finds them.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (api, { database }) => {
  api.get(
    "/healthz",
    {
      schema: {
        tags: ["operations"],
        summary: "The process is up (it asks nothing of the database)",
        response: { 200: upSchema },
      },
    },
    async () => ({ status: "ok" as const }),
  );
  api.get(
    "/readyz",
    {
      schema: {
        tags: ["operations"],
        summary: "The database answers: 200, or 503 while it does not (take the process out of the rotation)",
        response: { 200: upSchema, 503: errorSchema },
      },
    },
    async (request, reply) => {
      try {
        await database.ping();
        return { status: "ok" as const };
      } catch (err) {
        request.log.warn({ err }, "not ready: the database does not answer");
        return reply
          .code(503)
          .header(REQUEST_ID_HEADER, request.id)
          .send({ message: withRequestId(messages.databaseUnavailable, request.id) });
      }
    },
  );
};
