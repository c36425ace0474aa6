import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { signUp } from "../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../test/helper.ts";
import { addPart } from "../../test/shop.ts";
import { rowsOf } from "../db/client.ts";
import { compactCatalogCounts, pruneOldRows, startHousekeeping, vacuumCatalog } from "./housekeeping.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = async (table: string, where: string) => {
  const result = (await t.db.execute(sql.raw(`select count(*)::int as n from ${table} where ${where}`))) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n;
};

it("deletes only what is of no more use: old sent mail, expired sessions and links, stale counters", async () => {
  const user = await signUp(t);
  const [auth] = (
    (await t.db.execute(sql`select id from auth_user where email = ${user.email}`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows;
  const mail = (sentAt: string, subject: string, n = 1) =>
    t.db.execute(
      sql.raw(`insert into mail_outbox (recipient, subject, text, html, sent_at, created_at)
        select 'a@example.com', '${subject}', 't', '<p>t</p>', ${sentAt}, now() - interval '40 days'
        from generate_series(1, ${n})`),
    );
  // More than one batch of old mail, some mail of last week, and old mail never sent (it waits).
  await mail("now() - interval '31 days'", "old", 2_500);
  await mail("now() - interval '7 days'", "recent");
  await mail("null", "waiting");
  for (const [id, expires] of [
    ["s-expired", "now() - interval '1 minute'"],
    ["s-live", "now() + interval '1 day'"],
  ]) {
    await t.db.execute(
      sql.raw(`insert into auth_session (id, expires_at, token, user_id, created_at, updated_at)
        values ('${id}', ${expires}, 'token-${id}', '${auth?.id}', now(), now())`),
    );
    await t.db.execute(
      sql.raw(`insert into auth_verification (id, identifier, value, expires_at, created_at, updated_at)
        values ('v-${id}', 'reset', 'x', ${expires}, now(), now())`),
    );
  }
  const dayMs = 24 * 60 * 60_000;
  await t.db.execute(
    sql.raw(`insert into auth_rate_limit (id, key, count, last_request) values
      ('r-old', 'old-ip', 3, ${Date.now() - 2 * dayMs}), ('r-new', 'new-ip', 3, ${Date.now()})`),
  );

  // A catalog import preview of two days ago and one of now.
  await t.db.execute(
    sql.raw(`insert into catalog_imports (rows, seen, taxonomy, error_count, created_at) values
      ('[]', '{}', 'old', 0, now() - interval '2 days'), ('[]', '{}', 'new', 0, now())`),
  );
  await t.db.execute(
    sql.raw(`insert into bike_imports (rows, seen, standards, error_count, created_at) values
      ('[]', '{}', 'old', 0, now() - interval '2 days'), ('[]', '{}', 'new', 0, now())`),
  );

  const gone = await pruneOldRows(t.db);
  expect(gone).toMatchObject({ sentMail: 2_500, links: 1, rateLimits: 1, catalogPreviews: 1, bikePreviews: 1 });
  expect(await count("catalog_imports", "taxonomy = 'new'")).toBe(1);
  expect(await count("bike_imports", "standards = 'new'")).toBe(1);
  expect(gone.sessions).toBeGreaterThanOrEqual(1);
  expect(await count("mail_outbox", "subject = 'old'")).toBe(0);
  expect(await count("mail_outbox", "subject in ('recent', 'waiting')")).toBe(2);
  expect(await count("auth_session", "id = 's-live'")).toBe(1);
  expect(await count("auth_session", "expires_at < now()")).toBe(0);
  expect(await count("auth_verification", "id in ('v-s-live')")).toBe(1);
  expect(await count("auth_verification", "expires_at < now()")).toBe(0);
  expect(await count("auth_rate_limit", "key = 'new-ip'")).toBe(1);
  expect(await count("auth_rate_limit", "key = 'old-ip'")).toBe(0);
  // The account's own sign-in session is alive and stays.
  expect(await count("auth_session", `user_id = '${auth?.id}' and id not like 's-%'`)).toBeGreaterThan(0);

  // Nothing left to do: a second round deletes nothing.
  expect(await pruneOldRows(t.db)).toEqual({
    sentMail: 0,
    sessions: 0,
    links: 0,
    rateLimits: 0,
    catalogPreviews: 0,
    bikePreviews: 0,
  });
});

/** How many of the parts' pages are marked all-visible, and the vacuums of the table so far. */
const partsVacuumed = async () => {
  const [row] = rowsOf<{ visible: number; vacuums: number }>(
    await t.db.execute(sql`select c.relallvisible as visible, s.vacuum_count::int as vacuums
      from pg_class c join pg_stat_user_tables s on s.relid = c.oid where c.relname = 'parts'`),
  );
  return row;
};

it("vacuums the catalog each round, so that its counts read the indexes alone after changes of stock", async () => {
  // Every part's row written anew, as a day of orders would touch many: no page is all-visible.
  await t.db.execute(sql`update parts set available_quantity = available_quantity`);
  const before = await partsVacuumed();
  // An app of its own: housekeeping is started before an app is ready, and this one is quick.
  const app = Fastify();
  app.decorate("db", t.db);
  startHousekeeping(app, 20);
  try {
    await expect
      .poll(async () => (await partsVacuumed())?.vacuums, { timeout: 10_000 })
      .toBeGreaterThan(before?.vacuums ?? 0);
  } finally {
    await app.close();
  }
  // Pages marked all-visible again (PostgreSQL leaves unmarked a page whose rows a transaction of
  // the moment may still not see).
  expect((await partsVacuumed())?.visible).toBeGreaterThan(0);
});

it("vacuums the catalog's counts after summing them: the embedded database, with no autovacuum, keeps no dead count rows", async () => {
  // Each new part inserts a difference row into both count tables; summing them deletes those rows.
  await addPart(t);
  await addPart(t);
  await compactCatalogCounts(t.db);
  await vacuumCatalog(t.db);
  // A vacuum records the rows it found alive: exactly those there are.
  for (const table of ["part_counts", "spec_counts"]) {
    const [row] = rowsOf<{ recorded: number; live: number }>(
      await t.db.execute(sql`select c.reltuples::int as recorded, (select count(*)::int from ${sql.identifier(table)}) as live
        from pg_class c where c.relname = ${table}`),
    );
    expect(row?.recorded, table).toBe(row?.live);
  }
});
