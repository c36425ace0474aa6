import {
  emailParamsSchema,
  errorSchema,
  messages,
  profileSchema,
  profileUpdateSchema,
  updateResultSchema,
} from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { accountNamed, requireUser } from "../../auth/guards.ts";
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
      const userId = await accountNamed(app.db, request, request.params.email);
      const profile = userId && (await findProfile(app.db, userId));
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
      const userId = await accountNamed(app.db, request, request.params.email);
      const result = userId && (await saveProfile(app.db, userId, request.body));
      if (!result) throw httpError(404, messages.userNotFound);
      return result;
    },
  );
};
