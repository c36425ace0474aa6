import {
  adminAnswerSchema,
  deleteResultSchema,
  emailParamsSchema,
  errorSchema,
  idParamsSchema,
  messages,
  modifyResultSchema,
  tokenRequestSchema,
  tokenSchema,
  userSchema,
  usersQuerySchema,
} from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { assertSelfOrAdmin, keepPrivate, requireAdmin, requireUser } from "../../auth/guards.ts";
import { setRole, upsertUser } from "../../auth/shop-users.ts";
import { httpError } from "../../http/errors.ts";
import { PAGED_LIST, pageHeaders } from "../../shared/paging.ts";
import { deleteUser, isAdmin, listUsers } from "./repository.ts";

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    "/user/:email",
    {
      schema: {
        tags: ["users"],
        summary: "Exchange the signed-in identity session for an access token",
        description:
          "Needs the identity session cookie of this very e-mail address; creates the shop's user record on first call.",
        params: emailParamsSchema,
        body: tokenRequestSchema,
        response: { 200: tokenSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      keepPrivate(reply);
      const session = await (await app.identity()).api.getSession({ headers: toHeaders(request.headers) });
      if (!session) throw httpError(401, messages.sessionMissing);
      if (session.user.email.toLowerCase() !== request.params.email) throw httpError(403, messages.sessionOtherEmail);
      const user = await upsertUser(app.db, request.params.email);
      // The token lives only as long as this session: signing out ends both.
      const claims = { userId: user.id, email: user.email, sessionId: session.session.id };
      return { token: await app.accessTokens.sign(claims) };
    },
  );

  app.get(
    "/admin/:email",
    {
      onRequest: requireUser(app),
      schema: {
        tags: ["users"],
        summary: "Whether this user is an administrator",
        security: [{ bearer: [] }],
        params: emailParamsSchema,
        response: { 200: adminAnswerSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      assertSelfOrAdmin(request, request.params.email);
      return { admin: await isAdmin(app.db, request.params.email) };
    },
  );
};

const adminOnly = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];
  app.get(
    "/users",
    {
      onRequest: requireAdmin(app),
      schema: {
        tags: ["admin"],
        summary: "A page of users, newest first, optionally searched by e-mail (admins)",
        description: PAGED_LIST,
        security,
        querystring: usersQuerySchema,
        response: { 200: z.array(userSchema), 400: errorSchema, ...adminOnly },
      },
    },
    async (request, reply) => {
      const page = await listUsers(app.db, request.query);
      reply.headers(pageHeaders(request.url, page));
      return page.items.map(({ row }) => ({ _id: row.id, email: row.email, role: row.role }));
    },
  );

  app.put(
    "/users/admin/:email",
    {
      onRequest: requireAdmin(app),
      schema: {
        tags: ["admin"],
        summary: "Make a user an administrator (admins)",
        description: "The user is signed out everywhere, and signs in again with the new rights.",
        security,
        params: emailParamsSchema,
        response: { 200: modifyResultSchema, ...adminOnly },
      },
    },
    async (request) => {
      const result = await setRole(app.db, request.params.email, "admin");
      if (!result) throw httpError(404, messages.userNotFound);
      return { acknowledged: true, matchedCount: 1, modifiedCount: result === "changed" ? 1 : 0 };
    },
  );

  app.delete(
    "/users/:id",
    {
      onRequest: requireAdmin(app),
      schema: {
        tags: ["admin"],
        summary: "Delete a user who is not an administrator, with their sign-in and sessions (admins)",
        description: "Their profile and reviews go too; their orders stay for the shop's records, with no owner.",
        security,
        params: idParamsSchema,
        response: { 200: deleteResultSchema, 400: errorSchema, ...adminOnly },
      },
    },
    async (request) => {
      const result = await deleteUser(app.db, request.params.id);
      if (result === "missing") throw httpError(404, messages.userIdNotFound);
      if (result === "admin") throw httpError(409, messages.adminCannotBeDeleted);
      // Their reviews were on the public pages.
      app.publicCache.clear();
      return { acknowledged: true, deletedCount: 1 };
    },
  );
};

function toHeaders(raw: Record<string, string | string[] | undefined>) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  return headers;
}
