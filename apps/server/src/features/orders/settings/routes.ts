import {
  deletedAnswer,
  deleteResultSchema,
  errorSchema,
  idParamsSchema,
  shippingMethodCreateSchema,
  shippingMethodSchema,
  shippingMethodUpdateSchema,
  taxSettingsSchema,
} from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAdmin } from "../../../auth/guards.ts";
import {
  addShippingMethod,
  deleteShippingMethod,
  listShippingMethods,
  readTaxSettings,
  shippingMethodToWire,
  taxSettingsToWire,
  updateShippingMethod,
  writeTaxSettings,
} from "./settings.ts";

const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const secured = { tags: ["shipping and tax"], security: [{ bearer: [] }] };

/** Shipping methods and tax settings (issue 29): customers see the methods offered, the owner sets both. */
export const shippingTaxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/shipping-methods",
    {
      schema: {
        tags: ["shipping and tax"],
        summary: "The shipping methods the shop offers, in the owner's order (at most 20, so one list)",
        response: { 200: z.array(shippingMethodSchema) },
      },
    },
    async () => (await listShippingMethods(app.db, true)).map(shippingMethodToWire),
  );

  app.get(
    "/admin/shipping-methods",
    {
      onRequest: requireAdmin(app),
      schema: {
        ...secured,
        summary: "Every shipping method, the inactive ones too (admins)",
        response: { 200: z.array(shippingMethodSchema), ...refusals },
      },
    },
    async () => (await listShippingMethods(app.db, false)).map(shippingMethodToWire),
  );

  app.post(
    "/admin/shipping-methods",
    {
      onRequest: requireAdmin(app),
      schema: {
        ...secured,
        summary: "Add a shipping method: flat rate, free above a subtotal, weight bands or pickup (admins)",
        body: shippingMethodCreateSchema,
        response: { 201: shippingMethodSchema, ...refusals },
      },
    },
    async (request, reply) => reply.code(201).send(shippingMethodToWire(await addShippingMethod(app.db, request.body))),
  );

  app.patch(
    "/admin/shipping-methods/:id",
    {
      onRequest: requireAdmin(app),
      schema: {
        ...secured,
        summary: "Change a shipping method (admins); orders placed keep what they were charged",
        params: idParamsSchema,
        body: shippingMethodUpdateSchema,
        response: { 200: shippingMethodSchema, ...refusals },
      },
    },
    async (request) => shippingMethodToWire(await updateShippingMethod(app.db, request.params.id, request.body)),
  );

  app.delete(
    "/admin/shipping-methods/:id",
    {
      onRequest: requireAdmin(app),
      schema: {
        ...secured,
        summary: "Delete a shipping method (admins); orders keep its name",
        params: idParamsSchema,
        response: { 200: deleteResultSchema, ...refusals },
      },
    },
    async (request) => deletedAnswer(await deleteShippingMethod(app.db, request.params.id)),
  );

  app.get(
    "/admin/tax",
    {
      onRequest: requireAdmin(app),
      schema: {
        ...secured,
        summary: "The shop's tax settings (admins)",
        response: { 200: taxSettingsSchema, ...refusals },
      },
    },
    async () => taxSettingsToWire(await readTaxSettings(app.db)),
  );

  app.put(
    "/admin/tax",
    {
      onRequest: requireAdmin(app),
      schema: {
        ...secured,
        summary:
          "Set whether prices include tax, the rate (one, or per country of the shipping address) and whether shipping is taxed (admins); orders placed keep their amounts",
        body: taxSettingsSchema,
        response: { 200: taxSettingsSchema, ...refusals },
      },
    },
    async (request) => taxSettingsToWire(await writeTaxSettings(app.db, request.body)),
  );
};
