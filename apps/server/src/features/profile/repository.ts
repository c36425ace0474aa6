import type { Profile } from "@shop/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { authUser, profiles } from "../../db/schema.ts";

type EditableFields =
  Pick<Profile, "userPhone" | "userEducation" | "userAddress" | "userLocation" | "userLinkedinUrl"> extends infer T
    ? { [K in keyof T]: string }
    : never;

/** The account's name and address with whatever profile fields were saved; null if no account. */
export async function findProfile(db: Db, email: string): Promise<Profile | null> {
  const [row] = await db
    .select({ name: authUser.name, profile: profiles })
    .from(authUser)
    .leftJoin(profiles, eq(profiles.email, authUser.email))
    .where(eq(authUser.email, email));
  if (!row) return null;
  const p = row.profile;
  return {
    userName: row.name,
    userEmail: email,
    userPhone: p?.userPhone ?? null,
    userEducation: p?.userEducation ?? null,
    userAddress: p?.userAddress ?? null,
    userLocation: p?.userLocation ?? null,
    userLinkedinUrl: p?.userLinkedinUrl ?? null,
  };
}

/** Upserts the profile, answering in the spec's update shape; null if the account does not exist. */
export async function saveProfile(db: Db, email: string, fields: EditableFields) {
  const [account] = await db.select({ name: authUser.name }).from(authUser).where(eq(authUser.email, email));
  if (!account) return null;
  const values = {
    userName: account.name,
    userPhone: fields.userPhone,
    userEducation: fields.userEducation,
    userAddress: fields.userAddress,
    userLocation: fields.userLocation,
    userLinkedinUrl: fields.userLinkedinUrl,
  };
  const [before] = await db.select().from(profiles).where(eq(profiles.email, email));
  await db
    .insert(profiles)
    .values({ email, ...values })
    .onConflictDoUpdate({ target: profiles.email, set: values });
  const changed = !before || Object.entries(values).some(([k, v]) => before[k as keyof typeof before] !== v);
  return {
    acknowledged: true,
    matchedCount: before ? 1 : 0,
    modifiedCount: before && changed ? 1 : 0,
    upsertedCount: before ? 0 : 1,
  };
}
