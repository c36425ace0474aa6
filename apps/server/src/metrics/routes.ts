import { createHash, timingSafeEqual } from "node:crypto";
import { errorSchema, messages } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { httpError } from "../http/errors.ts";
import type { Metrics } from "./metrics.ts";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * GET /metrics for Prometheus, for a scraper that sends METRICS_TOKEN as its bearer token. Only
 * registered when the token is set: the figures tell a competitor the shop's sales.
 */
export const metricsRoutes: FastifyPluginAsyncZod<{ metrics: Metrics; token: string }> = async (app, opts) => {
  const expected = digest(`Bearer ${opts.token}`);
  app.get(
    "/metrics",
    {
      schema: {
        tags: ["operations"],
        summary: "The shop's figures in Prometheus' text format, for the bearer of METRICS_TOKEN",
        security: [{ bearer: [] }],
        response: { 200: z.string(), 401: errorSchema },
      },
    },
    async (request, reply) => {
      // The figures, and a refusal of them, are for the scraper alone: no cache keeps either.
      reply.header("cache-control", "no-store");
      // Compared as digests: equal lengths, in constant time.
      if (!timingSafeEqual(digest(request.headers.authorization ?? ""), expected))
        throw httpError(401, messages.metricsTokenInvalid);
      const text = await opts.metrics.registry.metrics();
      return reply.type(opts.metrics.registry.contentType).send(text);
    },
  );
};
