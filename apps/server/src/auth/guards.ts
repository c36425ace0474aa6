import { messages } from "@shop/contract";
import { and, eq, gt, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../db/client.ts";
import { authSession, authUser, users } from "../db/schema.ts";
import { httpError } from "../http/errors.ts";

export type Caller = { id: string; email: string; role: "user" | "admin" };

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in caller, set by the requireUser and requireAdmin guards. */
    caller?: Caller;
  }
}

/**
 * The caller of a protected call, from the bearer token. The token is good only while the identity
 * session it was given for lives: signing out, a new password, a role change or the account's
 * deletion end that session, and with it the token. One query by primary keys reads the user,
 * their role and the session on every call.
 */
async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<Caller> {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match?.[1]) throw httpError(401, messages.tokenMissing);
  const claims = await app.accessTokens.verify(match[1]);
  if (!claims) throw httpError(401, messages.tokenInvalid);
  const [caller] = await app.db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .innerJoin(authUser, eq(authUser.email, users.email))
    .innerJoin(
      authSession,
      and(
        eq(authSession.id, claims.sessionId),
        eq(authSession.userId, authUser.id),
        gt(authSession.expiresAt, sql`now()`),
      ),
    )
    .where(and(eq(users.id, claims.userId), eq(users.email, claims.email)));
  if (!caller) throw httpError(401, messages.tokenInvalid);
  return caller;
}

export function requireUser(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    request.caller = await authenticate(app, request);
  };
}

export function requireAdmin(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    const caller = await authenticate(app, request);
    if (caller.role !== "admin") throw httpError(403, messages.adminOnly);
    request.caller = caller;
  };
}

/** The caller after a guard ran; a route without a guard calling this is a programming error. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error("callerOf() used on a route without a guard");
  return request.caller;
}

/** The caller's own e-mail, or any for an admin; else 403. */
export function assertSelfOrAdmin(request: FastifyRequest, email: string): Caller {
  const caller = callerOf(request);
  if (caller.role !== "admin" && caller.email !== email) throw httpError(403, messages.notYourAccount);
  return caller;
}

/**
 * The id of the account a call naming an e-mail is about: the caller's own, or for an admin the
 * account that has that address now (null if none). Data is then found by this id, never by the
 * address, which a stranger may sign up with once its account is deleted.
 */
export async function accountNamed(db: Db, request: FastifyRequest, email: string): Promise<string | null> {
  const caller = assertSelfOrAdmin(request, email);
  if (caller.email === email) return caller.id;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user?.id ?? null;
}
