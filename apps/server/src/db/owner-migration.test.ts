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

/** The migrations before the one named `name`, in a folder of their own; `restore` adds the rest. */
async function migrationsBefore(name: string) {
  folder = await mkdtemp(path.join(tmpdir(), "shop-migrations-"));
  await cp(migrations, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8")) as { entries: { tag: string }[] };
  const before = journal.entries.findIndex((e) => e.tag.endsWith(`_${name}`));
  expect(before).toBeGreaterThan(0);
  await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, before) }));
  return { folder, restore: () => writeFile(journalFile, JSON.stringify(journal)) };
}

it("gives existing orders and profiles to the account that made them, and none to a later one", async () => {
  const { folder: migrationsFolder, restore } = await migrationsBefore("account_owned_records");
  const client = new PGlite({ extensions: { pg_trgm } });
  const db = drizzle(client);
  await migrate(db, { migrationsFolder });
  const order = (email: string, at: string) =>
    client.query(
      `insert into orders (email, user_name, phone, address, order_quantity, product_name, product_img,
         product_des, product_price_cents, product_min_quantity, created_at)
       values ($1, 'Rider', '1', 'Street', 1, 'Bell', '/b.svg', 'A bell', 100, 1, $2) returning id`,
      [email, at],
    );
  const user = async (email: string, at: string) =>
    (
      await client.query<{ id: string }>("insert into users (email, created_at) values ($1, $2) returning id", [
        email,
        at,
      ])
    ).rows[0]?.id;
  const kept = await user("kept@example.com", "2025-01-01");
  const keptOrder = (await order("kept@example.com", "2025-02-01")).rows;
  // reused@example.com was deleted (its order stays) and signed up again later by someone else.
  const oldOrder = (await order("reused@example.com", "2025-02-01")).rows;
  const reused = await user("reused@example.com", "2025-03-01");
  const newOrder = (await order("reused@example.com", "2025-04-01")).rows;
  await client.query(
    "insert into profiles (email, user_name, user_phone) values ($1, 'Kept', '1'), ($2, 'Gone', '2')",
    ["kept@example.com", "gone@example.com"],
  );

  await restore();
  await migrate(db, { migrationsFolder });

  const owners = await client.query<{ id: string; user_id: string | null }>("select id, user_id from orders");
  const ownerOf = (rows: unknown[]) => owners.rows.find((r) => r.id === (rows[0] as { id: string }).id)?.user_id;
  expect(ownerOf(keptOrder)).toBe(kept);
  expect(ownerOf(oldOrder)).toBeNull();
  expect(ownerOf(newOrder)).toBe(reused);
  const profiles = await client.query<{ user_id: string; user_name: string }>(
    "select user_id, user_name from profiles",
  );
  expect(profiles.rows).toEqual([{ user_id: kept, user_name: "Kept" }]);
  await client.close();
});
