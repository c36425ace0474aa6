import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { appSecrets } from "../db/schema.ts";

/**
 * The signing secret: AUTH_SECRET when given; otherwise one generated on first start and kept in
 * the database, so restarts keep everyone signed in and every server process on one database
 * agrees on it.
 */
export async function resolveAuthSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSecrets)
    .values({ name: "auth", value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, "auth"));
  if (!row) throw new Error("The auth secret could not be stored");
  return row.value;
}
