import {
  emailParamsSchema,
  errorSchema,
  messages,
  profileSchema,
  profileUpdateSchema,
  updateResultSchema,
} from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { assertSelfOrAdmin, requireUser } from "../../auth/guards.ts";
import { httpError } from "../../http/errors.ts";
import { findProfile, saveProfile } from "./repository.ts";

const security = [{ bearer: [] }];

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/userInfo/:email",
    {
      onRequest: requireUser(app),
      schema: {
        tags: ["profile"],
        summary: "A user's profile (fields never saved are null)",
        security,
        params: emailParamsSchema,
        response: { 200: profileSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      assertSelfOrAdmin(request, request.params.email);
      const profile = await findProfile(app.db, request.params.email);
      if (!profile) throw httpError(404, messages.userNotFound);
      return profile;
    },
  );

  app.put(
    "/userInfo/:email",
    {
      onRequest: requireUser(app),
      schema: {
        tags: ["profile"],
        summary: "Save a user's profile; the name and e-mail stay those of the account",
        security,
        params: emailParamsSchema,
        body: profileUpdateSchema,
        response: { 200: updateResultSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      assertSelfOrAdmin(request, request.params.email);
      const result = await saveProfile(app.db, request.params.email, request.body);
      if (!result) throw httpError(404, messages.userNotFound);
      return result;
    },
  );
};
