import { randomBytes } from "node:crypto";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { dropDatabaseWhenLeft } from "../../test/drop-database.ts";
import { drawTemplate } from "../mail/templates.ts";

/*
 * Migration 0013 renames the order's copy of its part from product_* to part_* (issue 25): a
 * rename, not a drop and add, so every order and every order mail waiting in the outbox keeps
 * what it had. Run on PGlite, and on PostgreSQL when TEST_DATABASE_URL names one.
 */

const migrations = fileURLToPath(new URL("../../drizzle", import.meta.url));
const serverUrl = process.env.TEST_DATABASE_URL ?? "";
const dbName = `shop_part_names_${randomBytes(5).toString("hex")}`;
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function migrationsBefore(name: string) {
  const folder = await mkdtemp(path.join(tmpdir(), "shop-migrations-"));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  await cp(migrations, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8")) as { entries: { tag: string }[] };
  const before = journal.entries.findIndex((e) => e.tag.endsWith(`_${name}`));
  expect(before).toBeGreaterThan(0);
  await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, before) }));
  // Restoring brings back the named migration alone: later ones reshape what it made (0024
  // rebuilt orders_paid_at_idx without the price), and this test is about the rename.
  const through = { ...journal, entries: journal.entries.slice(0, before + 1) };
  return { folder, restore: () => writeFile(journalFile, JSON.stringify(through)) };
}

type Query = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** A database of either kind, its query and a migrate that applies the folder's migrations. */
async function openDatabase(migrationsFolder: string): Promise<{ query: Query; migrate: () => Promise<void> }> {
  if (!serverUrl) {
    const client = new PGlite({ extensions: { pg_trgm } });
    cleanups.push(() => client.close());
    const db = drizzlePglite(client);
    return {
      query: (text, values) => client.query(text, values),
      migrate: () => migratePglite(db, { migrationsFolder }),
    };
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  cleanups.push(() => dropDatabaseWhenLeft(serverUrl, dbName));
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  cleanups.push(() => pool.end());
  const db = drizzlePg(pool);
  return { query: (text, values) => pool.query(text, values), migrate: () => migratePg(db, { migrationsFolder }) };
}

it("renames the order's copy of its part and its index, keeping every order and waiting mail", async () => {
  const { folder, restore } = await migrationsBefore("part_names");
  const { query, migrate } = await openDatabase(folder);
  await migrate();
  const [order] = (
    await query(
      `insert into orders (email, user_name, phone, address, order_quantity, product_name, product_img,
         product_des, product_price_cents, product_min_quantity, product_available_quantity)
       values ('a@example.com', 'Rider', '1', 'Street', 3, 'Bell', '/b.svg', 'A bell', 1250, 2, 9) returning id`,
    )
  ).rows;
  await query(
    `insert into mail_outbox (recipient, link, template, facts) values ('a@example.com', 'http://shop.test/x',
       'orderReceived', '{"email":"a@example.com","userName":"Rider","productName":"Bell","orderQuantity":3,"totalCents":3750}')`,
  );

  await restore();
  await migrate();

  const [copy] = (
    await query(
      `select part_name, part_img, part_des, part_price_cents, part_min_quantity, part_available_quantity
       from orders where id = $1`,
      [order?.id],
    )
  ).rows;
  expect(copy).toEqual({
    part_name: "Bell",
    part_img: "/b.svg",
    part_des: "A bell",
    part_price_cents: 1250,
    part_min_quantity: 2,
    part_available_quantity: 9,
  });
  const indexes = (await query("select indexname, indexdef from pg_indexes where tablename = 'orders'")).rows;
  const named = (name: string) => indexes.find((i) => i.indexname === name)?.indexdef as string | undefined;
  expect(named("orders_product_name_trgm_idx")).toBeUndefined();
  expect(named("orders_part_name_trgm_idx")).toMatch(/gin \(part_name gin_trgm_ops\)/);
  expect(named("orders_paid_at_idx")).toMatch(/part_price_cents/);
  const [mail] = (await query("select facts from mail_outbox")).rows;
  expect(mail?.facts).toEqual({
    email: "a@example.com",
    userName: "Rider",
    partName: "Bell",
    orderQuantity: 3,
    totalCents: 3750,
  });
  expect(drawTemplate("orderReceived", mail?.facts, "http://shop.test/x").subject).toBe(
    "We received your order of Bell",
  );
});
