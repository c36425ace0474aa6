import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Database = { db: Db; ping(): Promise<void>; close(): Promise<void> };

const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

/** `url` set: PostgreSQL through `pg`. Otherwise embedded PGlite in `dataDir` (or memory). */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  /** Told when an idle connection breaks (say the database restarted); the pool reconnects. */
  onConnectionError?: (err: Error) => void;
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // Without a listener a broken idle connection would crash the process.
    pool.on("error", (err) => opts.onConnectionError?.(err));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return wrap(db as unknown as Db, () => pool.end());
  }
  let dir: string | undefined;
  if (opts.dataDir) {
    dir = path.join(opts.dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
  }
  const client = new PGlite(dir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return wrap(db as unknown as Db, () => client.close());
}

function wrap(db: Db, close: () => Promise<void>): Database {
  return {
    db,
    async ping() {
      await db.execute(sql`select 1`);
    },
    close,
  };
}
