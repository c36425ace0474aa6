import type { Profile } from "@shop/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { authUser, profiles, users } from "../../db/schema.ts";

type EditableFields =
  Pick<Profile, "userPhone" | "userEducation" | "userAddress" | "userLocation" | "userLinkedinUrl"> extends infer T
    ? { [K in keyof T]: string }
    : never;

/** The account's name and address with the profile fields it saved; null if no such account. */
export async function findProfile(db: Db, userId: string): Promise<Profile | null> {
  const [row] = await db
    .select({ email: users.email, name: authUser.name, profile: profiles })
    .from(users)
    .innerJoin(authUser, eq(authUser.email, users.email))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  const p = row.profile;
  return {
    userName: row.name,
    userEmail: row.email,
    userPhone: p?.userPhone ?? null,
    userEducation: p?.userEducation ?? null,
    userAddress: p?.userAddress ?? null,
    userLocation: p?.userLocation ?? null,
    userLinkedinUrl: p?.userLinkedinUrl ?? null,
  };
}

/** Upserts the account's profile, answering in the spec's update shape; null if no such account. */
export async function saveProfile(db: Db, userId: string, fields: EditableFields) {
  const [account] = await db
    .select({ name: authUser.name })
    .from(users)
    .innerJoin(authUser, eq(authUser.email, users.email))
    .where(eq(users.id, userId));
  if (!account) return null;
  const values = {
    userName: account.name,
    userPhone: fields.userPhone,
    userEducation: fields.userEducation,
    userAddress: fields.userAddress,
    userLocation: fields.userLocation,
    userLinkedinUrl: fields.userLinkedinUrl,
  };
  const [before] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  await db
    .insert(profiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: profiles.userId, set: values });
  const changed = !before || Object.entries(values).some(([k, v]) => before[k as keyof typeof before] !== v);
  return {
    acknowledged: true,
    matchedCount: before ? 1 : 0,
    modifiedCount: before && changed ? 1 : 0,
    upsertedCount: before ? 0 : 1,
  };
}
