import {
  addressBookSchema,
  addressCreateSchema,
  addressUpdateSchema,
  deletedAnswer,
  deleteResultSchema,
  errorSchema,
  idParamsSchema,
  savedAddressSchema,
} from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { callerOf, requireUser } from "../../../auth/guards.ts";
import { addAddress, addressBook, deleteAddress, updateAddress } from "./addresses.ts";

const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const security = [{ bearer: [] }];
const tags = ["addresses"];

/** The caller's address book (issue 29). */
export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/addresses",
    {
      onRequest: requireUser(app),
      schema: {
        tags,
        summary:
          "The caller's saved addresses (at most 20), the default first, and what checkout starts with: the default, else the last order's",
        security,
        response: { 200: addressBookSchema, ...refusals },
      },
    },
    async (request) => addressBook(app.db, callerOf(request).id),
  );

  app.post(
    "/addresses",
    {
      onRequest: requireUser(app),
      schema: {
        tags,
        summary: "Save an address; the first one, or one sent with isDefault, is the default",
        security,
        body: addressCreateSchema,
        response: { 201: savedAddressSchema, ...refusals },
      },
    },
    async (request, reply) => reply.code(201).send(await addAddress(app.db, callerOf(request).id, request.body)),
  );

  app.patch(
    "/addresses/:id",
    {
      onRequest: requireUser(app),
      schema: {
        tags,
        summary: "Change one of the caller's addresses, or make it the default",
        security,
        params: idParamsSchema,
        body: addressUpdateSchema,
        response: { 200: savedAddressSchema, ...refusals },
      },
    },
    async (request) => updateAddress(app.db, callerOf(request).id, request.params.id, request.body),
  );

  app.delete(
    "/addresses/:id",
    {
      onRequest: requireUser(app),
      schema: {
        tags,
        summary: "Delete one of the caller's addresses; the oldest left becomes the default if it was",
        security,
        params: idParamsSchema,
        response: { 200: deleteResultSchema, ...refusals },
      },
    },
    async (request) => {
      await deleteAddress(app.db, callerOf(request).id, request.params.id);
      return deletedAnswer(true);
    },
  );
};
