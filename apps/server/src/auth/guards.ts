import { messages } from "@shop/contract";
import { and, eq, gt, type Placeholder, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type Db, preparedNamed } from "../db/client.ts";
import { authSession, authUser, users } from "../db/schema.ts";
import { Forbidden, Unauthenticated } from "../shared/domain-errors.ts";
import type { AccessClaims } from "./access-token.ts";

export type Caller = { id: string; email: string; role: "user" | "admin" };

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in caller, set by the requireUser and requireAdmin guards. */
    caller?: Caller;
    /** The bearer token's claims, set by the requireToken guard; its session is not checked yet. */
    claims?: AccessClaims;
  }
}

/**
 * What every answer about someone says, their refusals included: no cache, shared or the
 * browser's own, keeps it (a shared computer's next user, a proxy that ignores `private`).
 */
export const PERSONAL_CACHE_CONTROL = "private, no-store";
/** Marks the answer personal; every guard does, and routes that check the caller another way. */
export function keepPrivate(reply: FastifyReply) {
  reply.header("cache-control", PERSONAL_CACHE_CONTROL);
}

/**
 * The caller of a protected call, from the bearer token. The token is good only while the identity
 * session it was given for lives: signing out, a new password, a role change or the account's
 * deletion end that session, and with it the token. One query by primary keys reads the user,
 * their role and the session on every call.
 */
async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<Caller> {
  return callerOfClaims(app, verifiedClaims(app, request));
}

/** The user the token's claims name while its session lives; else 401 tokenInvalid. */
export async function callerOfClaims(app: FastifyInstance, claims: AccessClaims): Promise<Caller> {
  const [caller] = await preparedNamed(app.db, "caller", () => callerStatement(app.db)).execute(claims);
  if (!caller) throw new Unauthenticated(messages.tokenInvalid);
  return caller;
}

/** The join of the identity session the token names, to its user (`authUser`), while it lasts. */
export const sessionLives = (sessionId: string | Placeholder) =>
  and(eq(authSession.id, sessionId), eq(authSession.userId, authUser.id), gt(authSession.expiresAt, sql`now()`));

/** Every signed-in call's query, built once (its drawing cost more than its run). */
const callerStatement = (db: Db) =>
  db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .innerJoin(authUser, eq(authUser.email, users.email))
    .innerJoin(authSession, sessionLives(sql.placeholder("sessionId")))
    .where(and(eq(users.id, sql.placeholder("userId")), eq(users.email, sql.placeholder("email"))))
    .prepare("caller");

/** The bearer token's claims, if its signature and lifetime hold; else 401. No query. */
function verifiedClaims(app: FastifyInstance, request: FastifyRequest): AccessClaims {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match?.[1]) throw new Unauthenticated(messages.tokenMissing);
  const claims = app.accessTokens.verify(match[1]);
  if (!claims) throw new Unauthenticated(messages.tokenInvalid);
  return claims;
}

/**
 * Placing an order only (decision 0021): checks the token in process and leaves the session
 * check that requireUser makes with a query of its own to the order's one statement, which
 * goes ahead only while the session lives and the user is the token's, and says whether it
 * did. That query was one more round trip on the shop's busiest write. A route with this guard
 * must make that check itself and answer 401 tokenInvalid when it fails (`sessionLives`).
 */
export function requireToken(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    keepPrivate(reply);
    request.claims = verifiedClaims(app, request);
  };
}

/** The token's claims after requireToken ran; a route without that guard calling this is a programming error. */
export function claimsOf(request: FastifyRequest): AccessClaims {
  if (!request.claims) throw new Error("claimsOf() used on a route without requireToken");
  return request.claims;
}

/**
 * The SQL condition of authenticate()'s query: the user `claims` name, with that e-mail, whose
 * identity session `claims` names has not ended. Answers the user's id, e-mail and name.
 */
export const signedInCaller = (claims: { [K in keyof AccessClaims]: AccessClaims[K] | Placeholder }) => sql`
  select ${users.id} as id, ${users.email} as email, ${authUser.name} as name
  from ${users}
  join ${authUser} on ${authUser.email} = ${users.email}
  join ${authSession} on ${sessionLives(claims.sessionId)}
  where ${users.id} = ${claims.userId} and ${users.email} = ${claims.email}`;

export function requireUser(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    keepPrivate(reply);
    request.caller = await authenticate(app, request);
  };
}

export function requireAdmin(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    keepPrivate(reply);
    const caller = await authenticate(app, request);
    if (caller.role !== "admin") throw new Forbidden(messages.adminOnly);
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
  if (caller.role !== "admin" && caller.email !== email) throw new Forbidden(messages.notYourAccount);
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
