import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema.ts";

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
