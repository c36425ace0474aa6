import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { authUser, profiles, users } from "../../db/schema.ts";

/** The shop's record of a user (its id is the one access tokens carry), made on first sign-in. */
export async function upsertUser(db: Db, email: string, role?: "admin") {
  await db
    .insert(users)
    .values({ email, role: role ?? "user" })
    .onConflictDoNothing({ target: users.email });
  if (role) await db.update(users).set({ role }).where(eq(users.email, email));
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`The user ${email} could not be stored`);
  return user;
}

export const listUsers = (db: Db) => db.select().from(users).orderBy(asc(users.createdAt), asc(users.email));

/** "promoted", "already" (was an admin), or null when nobody has this e-mail. */
export async function makeAdmin(db: Db, email: string): Promise<"promoted" | "already" | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) return null;
  if (user.role === "admin") return "already";
  await db.update(users).set({ role: "admin" }).where(eq(users.id, user.id));
  return "promoted";
}

/**
 * Removes a user's shop record, profile and identity (sign-in methods and sessions go with it).
 * Administrators are never deleted; orders and reviews stay for the shop's records.
 */
export async function deleteUser(db: Db, id: string): Promise<"deleted" | "admin" | "missing"> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, id)).for("update");
    if (!user) return "missing";
    if (user.role === "admin") return "admin";
    await tx.delete(users).where(eq(users.id, id));
    await tx.delete(profiles).where(eq(profiles.email, user.email));
    await tx.delete(authUser).where(eq(authUser.email, user.email));
    return "deleted";
  });
}
