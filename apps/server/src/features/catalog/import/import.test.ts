import { readFile } from "node:fs/promises";
import { IMPORT_ROWS_MAX, importMessages } from "@shop/contract";
import { count, eq, inArray, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../../test/helper.ts";
import { type Customer, signUpAdmin } from "../../../../test/shop.ts";
import { rowsOf } from "../../../db/client.ts";
import { brands, catalogImports, categories, parts, specDefinitions } from "../../../db/schema.ts";
import { cassetteRow, confirm, confirmStreamed, csvFile, HEADER, preview } from "./import-test-kit.ts";

let t: TestApp;
let admin: Customer;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
});
afterAll(() => t.close());

/** How many of the parts' pages are marked all-visible, and the vacuums of the table so far. */
const vacuumed = async () => {
  const [row] = rowsOf<{ visible: number; vacuums: number }>(
    await t.db.execute(sql`select c.relallvisible as visible, s.vacuum_count::int as vacuums
      from pg_class c join pg_stat_user_tables s on s.relid = c.oid where c.relname = 'parts'`),
  );
  return row;
};

const partCount = async () => (await t.db.select({ n: count() }).from(parts))[0]?.n;
const bySku = async (sku: string) => (await t.db.select().from(parts).where(eq(parts.sku, sku)))[0];

describe("catalog import", () => {
  it("is for admins only", async () => {
    const customer = await signUpWithToken(t);
    const file = csvFile(HEADER, cassetteRow("PERM-1"));
    expect((await preview(t, undefined, file)).statusCode).toBe(401);
    expect((await preview(t, customer, file)).statusCode).toBe(403);
    const made = await preview(t, admin, file);
    expect((await confirm(t, customer, made.json().id)).statusCode).toBe(403);
    expect((await confirm(t, undefined, made.json().id)).statusCode).toBe(401);
    expect(await bySku("PERM-1")).toBeUndefined();
  });

  it("previews creates, updates by SKU and every row's errors, and writes nothing", async () => {
    const before = await partCount();
    const res = await preview(
      t,
      admin,
      csvFile(
        HEADER,
        cassetteRow("NEW-1"),
        cassetteRow("VT-CS11-1128", { price: "39.90" }),
        cassetteRow("BAD-CAT", { category: "spaceships" }),
        cassetteRow("BAD-SPEC", { "spec.speeds": "eleven" }),
        cassetteRow("NEW-1"),
        cassetteRow("BAD-PRICE", { price: '"12,50"' }),
        cassetteRow("BAD-CHOICE", { "spec.freehub": "Shimano" }),
        cassetteRow("BAD-STOCK", { stock: "-1" }),
        cassetteRow("BAD-PIC", { family: "", picture: "https://evil.example/x.png" }),
        cassetteRow("BAD-FAM", { name: "Another name" }),
      ),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ rows: 10, creates: 1, updates: 1, errorCount: 8 });
    expect(body.created).toEqual([{ row: 2, sku: "NEW-1", name: "Test Cassette" }]);
    expect(body.updated).toEqual([{ row: 3, sku: "VT-CS11-1128", name: "Test Cassette" }]);
    expect(body.errors).toEqual([
      { row: 4, column: "category", message: "No category has the slug spaceships" },
      { row: 5, column: "spec.speeds", message: "speeds must be a number" },
      { row: 6, column: "sku", message: "The same SKU is on row 2" },
      { row: 7, column: "price", message: importMessages.badPrice },
      { row: 8, column: "spec.freehub", message: expect.stringMatching(/^freehub must be one of HG, Microspline/) },
      { row: 9, column: "stock", message: "must be a whole number from 0 to 10,000,000" },
      { row: 10, column: "picture", message: expect.any(String) },
      { row: 11, column: "name", message: importMessages.familyDiffers("name", 2) },
    ]);
    expect(await partCount()).toBe(before);
    expect((await bySku("VT-CS11-1128"))?.priceCents).not.toBe(3990);
    const refused = await confirm(t, admin, body.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(importMessages.previewHasErrors);
    expect(await partCount()).toBe(before);
  });

  it("vacuums the catalog and sums its counts once an import is written, streamed or not (decisions 0103, 0112)", async () => {
    const sends: [string, (id: string) => Promise<unknown>][] = [
      ["VAC-1", async (id) => (await confirm(t, admin, id)).json()],
      ["VAC-2", async (id) => (await confirmStreamed(t, admin, id)).lines.at(-1)],
    ];
    for (const [sku, send] of sends) {
      const before = await vacuumed();
      const made = await preview(t, admin, csvFile(HEADER, cassetteRow(sku)));
      expect(JSON.stringify(await send(made.json().id))).toContain('"created":1');
      // At least this one: PostgreSQL's autovacuum may have run one of its own.
      const after = await vacuumed();
      expect(after?.vacuums).toBeGreaterThan(before?.vacuums ?? 0);
      // Pages marked all-visible, where the catalog's counts read its indexes alone (PostgreSQL
      // leaves unmarked a page whose rows a transaction of the moment may still not see).
      expect(after?.visible).toBeGreaterThan(0);
      // And the catalog's counts summed into one row per category, brand and fit class
      // (decisions 0112, 0113).
      const [counts] = rowsOf<{ rows: number; keys: number }>(
        await t.db.execute(sql`select count(*)::int as rows,
          count(distinct (category_id, brand_id, fit_class_id))::int as keys from part_counts`),
      );
      expect(counts?.rows).toBe(counts?.keys);
    }
  });

  it("writes a confirmed preview: new variants in one family, updates by SKU, once", async () => {
    const oldFamily = (await bySku("VT-CS11-1128"))?.familyId;
    const file = csvFile(
      HEADER,
      cassetteRow("FAM-1", { "option.Range": "11-28", "spec.range": "11-28" }),
      cassetteRow("FAM-2", { "option.Range": "11-34", "spec.range": "11-34", price: "54.90" }),
      cassetteRow("VT-CS11-1128", { family: "", price: "39.90", stock: "77", "spec.range": "" }),
    );
    const made = await preview(t, admin, file);
    expect(made.json()).toMatchObject({ creates: 2, updates: 1, errorCount: 0 });
    const done = await confirm(t, admin, made.json().id);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ created: 2, updated: 1 });
    const [a, b, c] = [await bySku("FAM-1"), await bySku("FAM-2"), await bySku("VT-CS11-1128")];
    expect(a?.familyId).toBe(b?.familyId);
    expect(b).toMatchObject({
      priceCents: 5490,
      options: { Range: "11-34" },
      specs: { speeds: 11, freehub: "HG", range: "11-34" },
    });
    // An empty family keeps the part in its own; an emptied spec cell removes that value.
    expect(c).toMatchObject({
      familyId: oldFamily,
      priceCents: 3990,
      availableQuantity: 77,
      specs: { speeds: 11, freehub: "HG" },
    });
    expect(c?.searchText).toContain("Test Cassette");
    const again = await confirm(t, admin, made.json().id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(importMessages.previewUsed);
    // The same distributor key names the same family on a later import.
    const later = await preview(t, admin, csvFile(HEADER, cassetteRow("FAM-3", { "option.Range": "11-36" })));
    await confirm(t, admin, later.json().id);
    expect((await bySku("FAM-3"))?.familyId).toBe(a?.familyId);
  });

  it("writes nothing from a stale preview", async () => {
    const made = await preview(
      t,
      admin,
      csvFile(HEADER, cassetteRow("STALE-NEW"), cassetteRow("FAM-1", { price: "1.00" })),
    );
    expect(made.json()).toMatchObject({ creates: 1, updates: 1, errorCount: 0 });
    // Someone restocks FAM-1 after the preview was shown.
    await t.db.update(parts).set({ availableQuantity: 5 }).where(eq(parts.sku, "FAM-1"));
    const res = await confirm(t, admin, made.json().id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(importMessages.catalogChanged);
    expect(await bySku("STALE-NEW")).toBeUndefined();
    expect((await bySku("FAM-1"))?.priceCents).toBe(4990);
  });

  it("goes stale with a change to the categories above its rows, not with one elsewhere in the tree", async () => {
    const categoryOf = async (slug: string) =>
      (await t.db.select().from(categories).where(eq(categories.slug, slug)))[0] as typeof categories.$inferSelect;
    const cassettes = await categoryOf("cassettes");
    const above = cassettes.parentId;
    if (!above) throw new Error("the seed's cassettes have a parent category");
    // A category under another top-level one: the catalog's tree is two levels deep.
    const elsewhere = (await t.db.select().from(categories).where(ne(categories.id, above))).find(
      (c) => c.parentId !== null && c.parentId !== above,
    ) as typeof categories.$inferSelect;

    const kept = await preview(t, admin, csvFile(HEADER, cassetteRow("TREE-1")));
    await t.db.insert(categories).values({ slug: "tree-test-elsewhere", name: "Elsewhere", parentId: null });
    await t.db
      .insert(specDefinitions)
      .values({ categoryId: elsewhere.id, key: "treetest", label: "Tree", kind: "text" });
    await t.db.insert(brands).values({ slug: "tree-test-brand", name: "Tree Test Brand" });
    expect((await confirm(t, admin, kept.json().id)).statusCode).toBe(200);

    const stale = await preview(t, admin, csvFile(HEADER, cassetteRow("TREE-2")));
    await t.db.insert(specDefinitions).values({ categoryId: above, key: "treetest", label: "Tree", kind: "text" });
    const res = await confirm(t, admin, stale.json().id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(importMessages.catalogChanged);
    expect(await bySku("TREE-2")).toBeUndefined();
  });

  it("writes nothing when a created SKU was taken after the preview", async () => {
    const made = await preview(t, admin, csvFile(HEADER, cassetteRow("RACE-1"), cassetteRow("RACE-2")));
    const other = await preview(t, admin, csvFile(HEADER, cassetteRow("RACE-2", { price: "9.99" })));
    expect((await confirm(t, admin, other.json().id)).statusCode).toBe(200);
    expect((await confirm(t, admin, made.json().id)).statusCode).toBe(409);
    expect(await bySku("RACE-1")).toBeUndefined();
    expect((await bySku("RACE-2"))?.priceCents).toBe(999);
  });

  it("writes all rows or none: a failure while writing leaves the catalog as it was", async () => {
    const file = csvFile(HEADER, ...Array.from({ length: 1500 }, (_, i) => cassetteRow(`ALL-${i}`)));
    const made = await preview(t, admin, file);
    expect(made.json()).toMatchObject({ creates: 1500, errorCount: 0 });
    // The last row, in the second batch, breaks a rule of the table (stored as only a bug could).
    const [stored] = await t.db.select().from(catalogImports).where(eq(catalogImports.id, made.json().id));
    const rows = stored?.rows as { availableQuantity: number }[];
    (rows[1499] as { availableQuantity: number }).availableQuantity = -1;
    await t.db.update(catalogImports).set({ rows }).where(eq(catalogImports.id, made.json().id));
    const res = await confirm(t, admin, made.json().id);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    const written = await t.db
      .select({ n: count() })
      .from(parts)
      .where(inArray(parts.sku, ["ALL-0", "ALL-1499"]));
    expect(written[0]?.n).toBe(0);
  });

  it("streams its progress when asked: each batch written, then the result, all in one transaction", async () => {
    const file = csvFile(HEADER, ...Array.from({ length: 2500 }, (_, i) => cassetteRow(`PROG-${i}`)));
    const made = await preview(t, admin, file);
    expect(made.json()).toMatchObject({ creates: 2500, errorCount: 0 });
    const { res, lines } = await confirmStreamed(t, admin, made.json().id);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("no-store");
    // Not compressed, so each line leaves as it is written.
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(lines).toEqual([
      { written: 0, total: 2500 },
      { written: 1000, total: 2500 },
      { written: 2000, total: 2500 },
      { written: 2500, total: 2500 },
      { result: { created: 2500, updated: 0 } },
    ]);
    expect(await bySku("PROG-2499")).toBeDefined();
    // Used: a second confirm is refused as an ordinary answer, before any line.
    const again = await confirmStreamed(t, admin, made.json().id);
    expect(again.res.statusCode).toBe(409);
    expect(again.res.json().message).toBe(importMessages.previewUsed);
  });

  it("streams a refusal as an ordinary answer, and a failure while writing as its last line, writing nothing", async () => {
    const missing = await confirmStreamed(t, admin, "00000000-0000-4000-8000-000000000000");
    expect(missing.res.statusCode).toBe(404);
    expect(missing.res.json().message).toBe(importMessages.previewMissing);
    expect(
      (await confirmStreamed(t, await signUpWithToken(t), "00000000-0000-4000-8000-000000000000")).res.statusCode,
    ).toBe(403);

    const file = csvFile(HEADER, ...Array.from({ length: 1500 }, (_, i) => cassetteRow(`HALF-${i}`)));
    const made = await preview(t, admin, file);
    const [stored] = await t.db.select().from(catalogImports).where(eq(catalogImports.id, made.json().id));
    const rows = stored?.rows as { availableQuantity: number }[];
    // The last row, in the second batch, breaks a rule of the table (stored as only a bug could).
    (rows[1499] as { availableQuantity: number }).availableQuantity = -1;
    await t.db.update(catalogImports).set({ rows }).where(eq(catalogImports.id, made.json().id));
    const { res, lines } = await confirmStreamed(t, admin, made.json().id);
    expect(res.statusCode).toBe(200);
    expect(lines).toEqual([
      { written: 0, total: 1500 },
      { written: 1000, total: 1500 },
      { message: importMessages.writeFailed },
    ]);
    const written = await t.db
      .select({ n: count() })
      .from(parts)
      .where(inArray(parts.sku, ["HALF-0", "HALF-1499"]));
    expect(written[0]?.n).toBe(0);
    const [after] = await t.db.select().from(catalogImports).where(eq(catalogImports.id, made.json().id));
    expect(after?.confirmedAt).toBeNull();
  });

  it("refuses a confirm of an unknown preview", async () => {
    const res = await confirm(t, admin, "00000000-0000-4000-8000-000000000000");
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(importMessages.previewMissing);
  });
});

describe("catalog file", () => {
  it("reads a byte-order mark, semicolons, CRLF, quotes, line breaks in cells and empty lines", async () => {
    const header = HEADER.replaceAll(",", ";");
    const row = cassetteRow("SEMI-1", {
      name: '"Cassette; ""Pro"""',
      description: '"Two lines@\r\nof text"',
    })
      .replaceAll(",", ";")
      .replace("@", ",");
    const res = await preview(t, admin, Buffer.from(`\uFEFF${header}\r\n\r\n${row}\r\n\r\n`, "utf8"));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ creates: 1, errorCount: 0 });
    expect(res.json().created[0]).toEqual({ row: 3, sku: "SEMI-1", name: 'Cassette; "Pro"' });
    await confirm(t, admin, res.json().id);
    expect((await bySku("SEMI-1"))?.des).toBe("Two lines,\r\nof text");
  });

  it("reads the sample file the README points to without an error", async () => {
    const sample = await readFile(new URL("../../../../../../docs/catalog-sample.csv", import.meta.url));
    const res = await preview(t, admin, sample);
    expect(res.json()).toMatchObject({ rows: 5, creates: 5, updates: 0, errorCount: 0 });
  });

  it("refuses files it cannot read, each saying why", async () => {
    const refused = async (content: string | Buffer, field?: string) => {
      const res = await preview(t, admin, content, field);
      expect(res.statusCode).toBe(400);
      return res.json().message as string;
    };
    expect(await refused(csvFile(HEADER, cassetteRow("X")), "image")).toBe(importMessages.fileMissing);
    expect(await refused(csvFile(HEADER))).toBe(importMessages.noRows);
    expect(await refused("")).toBe(importMessages.noRows);
    expect(await refused(csvFile("sku,name", "A,B"))).toMatch(/^The file has no column description, picture/);
    expect(await refused(csvFile(`${HEADER},colour`, `${cassetteRow("X")},red`))).toBe(
      importMessages.unknownColumn("colour"),
    );
    expect(await refused(csvFile(`${HEADER},sku`, `${cassetteRow("X")},Y`))).toBe(importMessages.repeatedColumn("sku"));
    expect(await refused(csvFile(HEADER, `${cassetteRow("X")},"broken`))).toMatch(/^The file is not a CSV file/);
    expect(await refused(Buffer.from([0xff, 0xfe, 0x00, 0x41]))).toMatch(/not UTF-8/);
    const notMultipart = await t.app.inject({
      method: "POST",
      url: "/api/catalog/imports",
      headers: { ...admin.auth, "content-type": "application/json" },
      payload: "{}",
    });
    expect(notMultipart.statusCode).toBeGreaterThanOrEqual(400);
    expect(notMultipart.statusCode).toBeLessThan(500);
    expect(notMultipart.json().message).toBeTruthy();
    const missing = await preview(t, admin, csvFile(HEADER, "a,b,c"));
    expect(missing.json().errors[0]).toEqual({ row: 2, column: "", message: "The row has 3 cells, the header 16" });
  });

  it(`refuses more than ${IMPORT_ROWS_MAX} rows, and files over the size limit`, async () => {
    const many = `sku,name,description,picture,category,brand,price,minimum,stock\n${"A,B,C,D,E,F,1,1,1\n".repeat(IMPORT_ROWS_MAX + 1)}`;
    const res = await preview(t, admin, many);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(importMessages.tooManyRows);
    const huge = await preview(t, admin, Buffer.alloc(26 * 1024 * 1024, "a"));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(importMessages.tooLarge);
  });
});
