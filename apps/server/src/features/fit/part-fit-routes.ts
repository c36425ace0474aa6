import {
  errorSchema,
  fitAnswerSchema,
  fitQuerySchema,
  fittingModelsSchema,
  fitVerdictsQuerySchema,
  fitVerdictsSchema,
  idParamsSchema,
} from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendCached } from "../../http/public-cache.ts";
import { modelsFitting, partFit, partsFit } from "./part-fit.ts";

/*
 * Verdicts on parts (issue 32): one part and its variants (the part page), several parts at once
 * (the cart's lines, one request), and the models a part fits. Public, cached per catalog version.
 */

export const partFitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/parts/:id/fit",
    {
      schema: {
        tags: ["fit"],
        summary: "Whether a part fits a bike, why, and the verdict on each of its variants",
        description:
          "The bike is a model (`bike={bikeModelId}`) or standards given by hand (`fits.{standard}={value}`). 'does-not-fit' lists each failed rule; 'unknown' names what is not known.",
        params: idParamsSchema,
        querystring: fitQuerySchema,
        response: { 200: fitAnswerSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const entry = await app.publicCache.get(request.url, () => partFit(app.db, request.params.id, request.query));
      return sendCached(request, reply, entry);
    },
  );

  app.get(
    "/parts/:id/bikes",
    {
      schema: {
        tags: ["fit"],
        summary: "A few bike models the part fits, by name (its page's structured data)",
        params: idParamsSchema,
        response: { 200: fittingModelsSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await app.publicCache.get(request.url, () => modelsFitting(app.db, request.params.id)),
      ),
  );

  app.get(
    "/fit-verdicts",
    {
      schema: {
        tags: ["fit"],
        summary: "Whether each of several parts fits a bike, and why (the cart's lines at once)",
        description:
          "`parts` is the parts' ids joined by commas. The bike is a model (`bike={bikeModelId}`) or standards given by hand (`fits.{standard}={value}`). A part that does not exist is left out of the answer.",
        querystring: fitVerdictsQuerySchema,
        response: { 200: fitVerdictsSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const entry = await app.publicCache.get(request.url, () => partsFit(app.db, request.query.parts, request.query));
      return sendCached(request, reply, entry);
    },
  );
};
