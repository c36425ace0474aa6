import { randomBytes } from "node:crypto";
import pg from "pg";
import { buildApp } from "../src/app.ts";
import { openDatabase } from "../src/db/client.ts";
import { seedIfEmpty } from "../src/db/seed/seed.ts";

/**
 * A fresh, migrated and seeded database per test file: in-memory PGlite, or, when
 * TEST_DATABASE_URL names a PostgreSQL server, a throw-away database created there.
 */
export async function createTestApp() {
  const serverUrl = process.env.TEST_DATABASE_URL || undefined;
  let dropDatabase = async () => {};
  let url: string | undefined;
  if (serverUrl) {
    const name = `shop_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const dbUrl = new URL(serverUrl);
    dbUrl.pathname = `/${name}`;
    url = dbUrl.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const database = await openDatabase({ url });
  await seedIfEmpty(database.db);
  const app = await buildApp({ database });
  return {
    app,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
