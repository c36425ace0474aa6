import { PAGE_SIZES, type UsersQuery } from "@shop/contract";
import { and, asc, desc, eq, ilike } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { authUser, users } from "../../db/schema.ts";
import { keyColumn, likeText, readPage } from "../../shared/paging.ts";

export async function isAdmin(db: Db, email: string): Promise<boolean> {
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.email, email));
  return user?.role === "admin";
}

/** A page of users, newest first, optionally only those whose address contains `q`. */
export async function listUsers(db: Db, query: UsersQuery) {
  const search = query.q ? ilike(users.email, likeText(query.q)) : undefined;
  return readPage(users, query.cursor, query.limit ?? PAGE_SIZES.users, (where, newestFirst, take) => {
    const order = newestFirst ? desc : asc;
    return db
      .select({ row: users, key: keyColumn(users.createdAt), id: users.id })
      .from(users)
      .where(and(search, where))
      .orderBy(order(users.createdAt), order(users.id))
      .limit(take);
  });
}

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
