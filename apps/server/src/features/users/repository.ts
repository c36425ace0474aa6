import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { authUser, users } from "../../db/schema.ts";

export async function isAdmin(db: Db, email: string): Promise<boolean> {
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.email, email));
  return user?.role === "admin";
}

export const listUsers = (db: Db) => db.select().from(users).orderBy(asc(users.createdAt), asc(users.email));

/**
 * Removes a user's shop record and identity (sign-in methods and sessions go with it). The
 * database takes their profile and reviews with the record and keeps their orders with no owner
 * (decision 0009). Administrators are never deleted.
 */
export async function deleteUser(db: Db, id: string): Promise<"deleted" | "admin" | "missing"> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, id)).for("update");
    if (!user) return "missing";
    if (user.role === "admin") return "admin";
    await tx.delete(users).where(eq(users.id, id));
    await tx.delete(authUser).where(eq(authUser.email, user.email));
    return "deleted";
  });
}
