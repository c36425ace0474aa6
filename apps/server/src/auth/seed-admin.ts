import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import { authUser } from "../db/schema.ts";
import type { Identity } from "./identity.ts";
import { setRole, upsertUser } from "./shop-users.ts";

export const FIRST_ADMIN_EMAIL = "admin@example.com";

/**
 * The first administrator, made once: with ADMIN_PASSWORD, or with a random password that is
 * answered this one time, for the owner's eyes (see firstStartNotice), never the log's (the owner
 * changes it through "Forgot password" or by signing in).
 */
export async function seedFirstAdmin(
  identity: () => Promise<Identity>,
  db: Db,
  password: string | undefined,
  log: FastifyBaseLogger,
): Promise<{ madePassword?: string }> {
  const [existing] = await db.select({ id: authUser.id }).from(authUser).where(eq(authUser.email, FIRST_ADMIN_EMAIL));
  if (existing) return {};
  const chosen = password ?? randomBytes(12).toString("base64url");
  // Made directly rather than through sign-up, so no verification mail goes to a made-up address.
  const ctx = await (await identity()).$context;
  const user = await ctx.internalAdapter.createUser(
    { email: FIRST_ADMIN_EMAIL, name: "Shop Admin", emailVerified: true },
    { method: "admin" },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await ctx.password.hash(chosen),
  });
  await upsertUser(db, FIRST_ADMIN_EMAIL);
  await setRole(db, FIRST_ADMIN_EMAIL, "admin");
  if (password) {
    log.info({ email: FIRST_ADMIN_EMAIL }, "first administrator created with ADMIN_PASSWORD");
    return {};
  }
  log.warn({ email: FIRST_ADMIN_EMAIL }, "first administrator created; its password is printed once on stderr");
  return { madePassword: chosen };
}

/** What the first start tells its owner: a few plain lines, apart from the JSON log. */
export function firstStartNotice(publicUrl: string, madePassword: string) {
  return [
    "",
    `  The shop is ready at ${publicUrl}`,
    "  Its administrator, made on this first start:",
    `    e-mail:   ${FIRST_ADMIN_EMAIL}`,
    `    password: ${madePassword}`,
    "  The password is shown this once: sign in and keep it, or set a new one with 'Forgot password'.",
    "",
    "",
  ].join("\n");
}
