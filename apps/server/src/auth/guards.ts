import { messages } from "@shop/contract";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { users } from "../db/schema.ts";
import { httpError } from "../http/errors.ts";

export type Caller = { id: string; email: string; role: "user" | "admin" };

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in caller, set by the requireUser and requireAdmin guards. */
    caller?: Caller;
  }
}

/**
 * The caller of a protected call, from the bearer token. The user record is read on every call,
 * so a deleted or demoted user loses their rights at once, whatever their token says.
 */
async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<Caller> {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match?.[1]) throw httpError(401, messages.tokenMissing);
  const claims = await app.accessTokens.verify(match[1]);
  if (!claims) throw httpError(401, messages.tokenInvalid);
  const [user] = await app.db.select().from(users).where(eq(users.id, claims.userId));
  if (!user || user.email !== claims.email) throw httpError(401, messages.tokenInvalid);
  return { id: user.id, email: user.email, role: user.role };
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
