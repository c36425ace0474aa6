import {
  brandSchema,
  categorySchema,
  errorSchema,
  facetsSchema,
  partsQuerySchema,
  SPEC_FILTERS_DOC,
  suggestionsSchema,
  suggestQuerySchema,
} from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendCached } from "../../http/public-cache.ts";
import { facetsOf } from "./facets.ts";
import { forgetWordKinds } from "./search.ts";
import { suggest } from "./suggest.ts";
import { forgetLookUps } from "./taxonomy.ts";
import { listBrands, listCategories } from "./taxonomy-lists.ts";

/*
 * The catalog's public answers (issue 28), cached as bytes per catalog version like the parts
 * list (decision 0002): any change to the catalog clears them.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.publicCache.onClear(() => {
    forgetLookUps(app.db);
    forgetWordKinds(app.db);
  });
  app.get(
    "/categories",
    {
      schema: {
        tags: ["catalog"],
        summary: "Every category of the tree, with its parent's slug and its parts (subcategories' included)",
        response: { 200: z.array(categorySchema) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, await app.publicCache.get("/categories", () => listCategories(app.db))),
  );

  app.get(
    "/brands",
    {
      schema: {
        tags: ["catalog"],
        summary: "Every brand, with its number of parts",
        response: { 200: z.array(brandSchema) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, await app.publicCache.get("/brands", () => listBrands(app.db))),
  );

  app.get(
    "/parts/facets",
    {
      schema: {
        tags: ["catalog"],
        summary: "For the catalog's query, the parts each filter value would give",
        description: `Takes the same query as \`GET /api/parts\` (its paging aside). Each facet is counted under every other filter: a brand's count ignores the brands chosen, so it tells what choosing it gives. The price range is counted under every filter but the price's. ${SPEC_FILTERS_DOC}`,
        querystring: partsQuerySchema,
        response: { 200: facetsSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const entry = await app.publicCache.page(request.url, async () => ({
        value: await facetsOf(app.db, request.query),
        headers: {},
        followsStock: request.query.inStock === true,
      }));
      return sendCached(request, reply, entry);
    },
  );

  app.get(
    "/search/suggest",
    {
      schema: {
        tags: ["catalog"],
        summary: "Suggestions for a search box: parts, categories and brands, best first",
        querystring: suggestQuerySchema,
        response: { 200: suggestionsSchema, 400: errorSchema },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, await app.publicCache.get(request.url, () => suggest(app.db, request.query.q))),
  );
};
