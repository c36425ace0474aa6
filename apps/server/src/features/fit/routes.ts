import {
  bikeModelSchema,
  bikeStandardCreateSchema,
  bikeStandardSchema,
  bikesQuerySchema,
  categoryFitRulesSchema,
  deletedAnswer,
  deleteResultSchema,
  errorSchema,
  fitRulesPutSchema,
  garageAddSchema,
  garageBikeSchema,
  idParamsSchema,
  slugSchema,
} from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { callerOf, requireAdmin, requireUser } from "../../auth/guards.ts";
import { sendCached } from "../../http/public-cache.ts";
import { compactCatalogCounts } from "../../shared/housekeeping.ts";
import { pageHeaders } from "../../shared/paging.ts";
import { hookCatalogFilter } from "../catalog/index.ts";
import { listBikes } from "./bikes.ts";
import { fitFilter } from "./filter.ts";
import { fitDataNow } from "./fit-memory.ts";
import { addToGarage, listGarage, makeActive, removeFromGarage } from "./garage.ts";
import { partFitRoutes } from "./part-fit-routes.ts";
import { addStandard, listRules, replaceRules } from "./rules-admin.ts";

/*
 * Will it fit my bike (issue 32): the bike models, the standards, a part's verdict, the garage,
 * and the owner's rules. Public answers are cached per catalog version like the catalog's; any
 * change to rules, standards or models clears them, so a changed rule changes verdicts at once.
 */

const security = [{ bearer: [] }];
const refusals = { 400: errorSchema, 401: errorSchema };

export const fitRoutes: FastifyPluginAsyncZod = async (app) => {
  hookCatalogFilter(fitFilter);
  await app.register(partFitRoutes);

  app.get(
    "/bikes",
    {
      schema: {
        tags: ["fit"],
        summary: "Bike models by name, searched by brand, model and year words",
        description: 'Paged: the `Link` header gives the next page (rel="next").',
        querystring: bikesQuerySchema,
        response: { 200: z.array(bikeModelSchema), 400: errorSchema },
      },
    },
    async (request, reply) => {
      const entry = await app.publicCache.page(request.url, async () => {
        const page = await listBikes(app.db, request.query);
        return { value: page.items, headers: pageHeaders(request.url, page) };
      });
      return sendCached(request, reply, entry);
    },
  );

  app.get(
    "/bike-standards",
    {
      schema: {
        tags: ["fit"],
        summary: "The bike standards the shop knows (wheel size, freehub body, ...)",
        response: { 200: z.array(bikeStandardSchema) },
      },
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await app.publicCache.get("/bike-standards", async () => [...(await fitDataNow(app.db)).standards.values()]),
      ),
  );

  app.get(
    "/garage",
    {
      onRequest: requireUser(app),
      schema: {
        tags: ["fit"],
        summary: "The caller's bikes, the active one marked",
        security,
        response: { 200: z.array(garageBikeSchema), ...refusals },
      },
    },
    async (request) => listGarage(app.db, callerOf(request).id),
  );

  app.post(
    "/garage",
    {
      onRequest: requireUser(app),
      schema: {
        tags: ["fit"],
        summary: "Add a bike to the caller's garage: a model, or standards entered by hand",
        description:
          "The same model, or the same standards, already in the garage is answered with 200 and not added again (a visitor's bikes merge at sign-in). The first bike is the active one.",
        security,
        body: garageAddSchema,
        response: { 200: garageBikeSchema, 201: garageBikeSchema, ...refusals, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const { created, bike } = await addToGarage(app.db, callerOf(request).id, request.body);
      return reply.code(created ? 201 : 200).send(bike);
    },
  );

  app.post(
    "/garage/:id/active",
    {
      onRequest: requireUser(app),
      schema: {
        tags: ["fit"],
        summary: "Make one of the caller's bikes the active one",
        security,
        params: idParamsSchema,
        response: { 200: garageBikeSchema, ...refusals, 404: errorSchema },
      },
    },
    async (request) => makeActive(app.db, callerOf(request).id, request.params.id),
  );

  app.delete(
    "/garage/:id",
    {
      onRequest: requireUser(app),
      schema: {
        tags: ["fit"],
        summary: "Remove one of the caller's bikes",
        security,
        params: idParamsSchema,
        response: { 200: deleteResultSchema, ...refusals, 404: errorSchema },
      },
    },
    async (request) => {
      await removeFromGarage(app.db, callerOf(request).id, request.params.id);
      return deletedAnswer(true);
    },
  );

  app.get(
    "/admin/fit-rules",
    {
      onRequest: requireAdmin(app),
      schema: {
        tags: ["fit"],
        summary: "Every category's fit rules (admins)",
        security,
        response: { 200: z.array(categoryFitRulesSchema), ...refusals, 403: errorSchema },
      },
    },
    async () => listRules(app.db),
  );

  app.put(
    "/admin/fit-rules/:category",
    {
      onRequest: requireAdmin(app),
      schema: {
        tags: ["fit"],
        summary: "Replace a category's fit rules (admins); verdicts change at once",
        security,
        params: z.object({ category: slugSchema }),
        body: fitRulesPutSchema,
        response: { 200: categoryFitRulesSchema, ...refusals, 403: errorSchema },
      },
    },
    async (request) => {
      const saved = await replaceRules(app.db, request.params.category, request.body.rules);
      app.publicCache.clear();
      // The category's parts were classed again, count rows for each that moved: summed at once,
      // so the facet counts do not read thousands of them until the hourly round (decision 0113).
      await compactCatalogCounts(app.db).catch((err) =>
        app.log.warn({ err }, "the catalog's counts could not be summed"),
      );
      return saved;
    },
  );

  app.post(
    "/admin/bike-standards",
    {
      onRequest: requireAdmin(app),
      schema: {
        tags: ["fit"],
        summary: "Add a bike standard (admins)",
        security,
        body: bikeStandardCreateSchema,
        response: { 201: bikeStandardSchema, ...refusals, 403: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const added = await addStandard(app.db, request.body);
      app.publicCache.clear();
      return reply.code(201).send(added);
    },
  );
};
