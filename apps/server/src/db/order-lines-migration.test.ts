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

it("makes every order placed before lines existed a one-line order with its total and no tax or shipping", async () => {
  folder = await mkdtemp(path.join(tmpdir(), "shop-migrations-"));
  await cp(migrations, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8")) as { entries: { tag: string }[] };
  const before = journal.entries.findIndex((e) => e.tag.endsWith("_cart_and_order_lines"));
  expect(before).toBeGreaterThan(0);
  await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, before) }));
  const client = new PGlite({ extensions: { pg_trgm } });
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: folder });
  const [order] = (
    await client.query<{ id: string }>(
      `insert into orders (email, user_name, phone, address, order_quantity, part_name, part_img, part_des,
         part_price_cents, part_min_quantity, part_sku, part_options)
       values ('r@example.com', 'Rider', '1', 'Street', 3, 'Chain', '/c.svg', 'A chain', 1999, 1, 'CN-1',
         '{"Speeds": "12"}') returning id`,
    )
  ).rows;

  await writeFile(journalFile, JSON.stringify(journal));
  await migrate(db, { migrationsFolder: folder });

  const lines = await client.query("select * from order_lines");
  expect(lines.rows).toEqual([
    expect.objectContaining({
      order_id: order?.id,
      line_no: 1,
      part_name: "Chain",
      part_sku: "CN-1",
      part_options: { Speeds: "12" },
      unit_price_cents: 1999,
      quantity: 3,
      net_cents: 5997,
      tax_cents: 0,
      gross_cents: 5997,
    }),
  ]);
  const totals = await client.query(
    "select subtotal_cents, shipping_cents, tax_cents, total_cents, line_count from orders",
  );
  expect(totals.rows).toEqual([
    { subtotal_cents: 5997, shipping_cents: 0, tax_cents: 0, total_cents: 5997, line_count: 1 },
  ]);
  expect((await client.query("select rate_bp from tax_settings")).rows).toEqual([{ rate_bp: 0 }]);
  await client.close();
});
