import { and, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { authSession, authUser, users } from "../db/schema.ts";

export type Role = "user" | "admin";

/** The shop's record of a user (its id is the one access tokens carry), made on first sign-in. */
export async function upsertUser(db: Db, email: string) {
  await db.insert(users).values({ email }).onConflictDoNothing({ target: users.email });
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`The user ${email} could not be stored`);
  return user;
}

/**
 * Gives a user a role: "changed", "already" (had it), or null when nobody has this e-mail. A change
 * ends every session of the account, so its access tokens stop working and new ones are asked for
 * with the new rights.
 */
export async function setRole(db: Db, email: string, role: Role): Promise<"changed" | "already" | null> {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(users)
      .set({ role })
      .where(and(eq(users.email, email), ne(users.role, role)))
      .returning({ id: users.id });
    if (!changed) {
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
      return user ? "already" : null;
    }
    const account = tx.select({ id: authUser.id }).from(authUser).where(eq(authUser.email, email));
    await tx.delete(authSession).where(inArray(authSession.userId, account));
    return "changed";
  });
}

export type AccountRoleChange = "changed" | "already" | "no-account";

/**
 * make-admin's change, by e-mail address: only an account that has signed up gets a role (and
 * the shop's record of it, if it never signed in yet).
 */
export async function changeAccountRole(db: Db, email: string, role: Role): Promise<AccountRoleChange> {
  const [account] = await db.select({ id: authUser.id }).from(authUser).where(eq(authUser.email, email));
  if (!account) return "no-account";
  await upsertUser(db, email);
  return (await setRole(db, email, role)) === "changed" ? "changed" : "already";
}
