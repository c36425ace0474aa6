import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, expect, it } from "vitest";

const migrations = fileURLToPath(new URL("../../drizzle", import.meta.url));
let folder = "";
afterAll(() => rm(folder, { recursive: true, force: true }));

it("keeps a shop's parts through the catalog's migration: each gets a SKU, a family and a search document", async () => {
  folder = await mkdtemp(path.join(tmpdir(), "shop-migrations-"));
  await cp(migrations, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8")) as { entries: { tag: string }[] };
  const before = journal.entries.findIndex((e) => e.tag.endsWith("_catalog_model"));
  await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, before) }));
  const client = new PGlite({ extensions: { pg_trgm } });
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: folder });
  await client.query(
    `insert into parts (name, img, des, price_cents, min_quantity, available_quantity)
     values ('Brass Bell', '/b.svg', 'Loud', 1250, 1, 10), ('Chain Tool', '/t.svg', 'Handy', 990, 1, 5)`,
  );

  await writeFile(journalFile, JSON.stringify(journal));
  await migrate(db, { migrationsFolder: folder });

  const rows = (
    await client.query<{ name: string; price_cents: number; sku: string; family_id: string; search_text: string }>(
      "select name, price_cents, sku, family_id, search_text from parts order by name",
    )
  ).rows;
  expect(rows.map((r) => [r.name, r.price_cents])).toEqual([
    ["Brass Bell", 1250],
    ["Chain Tool", 990],
  ]);
  expect(rows.every((r) => /^BPH-[0-9A-F]{16}$/.test(r.sku))).toBe(true);
  expect(new Set(rows.map((r) => r.sku)).size).toBe(2);
  expect(new Set(rows.map((r) => r.family_id)).size).toBe(2);
  expect(rows[0]?.search_text).toContain("Brass Bell");
  await client.close();
});
