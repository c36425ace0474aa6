import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { authUser, profiles, users } from "../../db/schema.ts";

export async function isAdmin(db: Db, email: string): Promise<boolean> {
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.email, email));
  return user?.role === "admin";
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
