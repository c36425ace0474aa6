import type { Facets } from "@shop/contract";
import { eq, inArray, type SQL, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signUpWithToken } from "../../../test/accounts.ts";
import { appWithAdmin, order } from "../../../test/shop.ts";
import { rowsOf } from "../../db/client.ts";
import { brands, categories, parts } from "../../db/schema.ts";
import { compactCatalogCounts } from "../../shared/housekeeping.ts";

/*
 * `part_counts` (migrations 0034 and 0035, decisions 0112 and 0113) holds the number of parts of
 * each category, brand and fit class, and `spec_counts` (migration 0036, decision 0117) those of
 * each specification value too, as differences inserted by triggers and summed by housekeeping,
 * and the facet counts read them. Here both are compared with a count of the parts themselves
 * after each kind of write: the demo catalog as loaded, inserts in a batch (parts without a
 * category or brand among them), moves to another category or brand, changed specifications
 * (with or without another fit class) and fit rules that move parts to another fit class,
 * deletes, and writes at the same moment.
 */
const shop = appWithAdmin();

/** A count of one key; `spec` is a specification's key and value ("" for `part_counts`). */
type Count = { category: string | null; brand: string | null; class: number | null; spec: string; n: number };
const sorted = (rows: Count[]) => {
  const key = (r: Count) => `${r.category}/${r.brand}/${r.class}/${r.spec}`;
  return rows.sort((a, b) => key(a).localeCompare(key(b)));
};
const read = async (statement: SQL) => sorted(rowsOf<Count>(await shop.t.db.execute(statement)));

/** The counts kept: of the parts, and of their specifications' values. */
async function kept() {
  return {
    parts: await read(sql`select category_id as category, brand_id as brand, fit_class_id as class, '' as spec,
        sum(n)::int as n from part_counts group by 1, 2, 3 having sum(n) <> 0`),
    specs: await read(sql`select category_id as category, brand_id as brand, fit_class_id as class,
        key || '=' || value::text as spec, sum(n)::int as n from spec_counts group by 1, 2, 3, 4 having sum(n) <> 0`),
  };
}
/** The same, counted from the parts. */
async function counted() {
  return {
    parts: await read(sql`select category_id as category, brand_id as brand, fit_class_id as class, '' as spec,
        count(*)::int as n from parts group by 1, 2, 3`),
    specs: await read(sql`select p.category_id as category, p.brand_id as brand, p.fit_class_id as class,
        s.key || '=' || s.value::text as spec, count(*)::int as n from parts p, jsonb_each(p.specs) s group by 1, 2, 3, 4`),
  };
}

/** The rows of both tables. */
const rows = async () => {
  const [row] = rowsOf<{ parts: number; specs: number }>(
    await shop.t.db.execute(sql`select (select count(*)::int from part_counts) as parts,
        (select count(*)::int from spec_counts) as specs`),
  );
  return row;
};
const keys = async () => {
  const now = await counted();
  return { parts: now.parts.length, specs: now.specs.length };
};

/** Each row's version in both tables: a row written again has another. */
const versions = async () =>
  rowsOf<{ v: string }>(
    await shop.t.db.execute(
      sql`select xmin::text as v from part_counts union all select xmin::text from spec_counts order by 1`,
    ),
  ).map((r) => r.v);

async function idOf(table: typeof categories | typeof brands, slug: string) {
  const [row] = await shop.t.db.select({ id: table.id }).from(table).where(eq(table.slug, slug));
  if (!row) throw new Error(`no ${slug}`);
  return row.id;
}

/** Sets a part's specifications; answers the fit class its trigger gave it. */
async function respec(id: string | undefined, specs: Record<string, number | string>) {
  const [row] = await shop.t.db
    .update(parts)
    .set({ specs })
    .where(eq(parts.id, id ?? ""))
    .returning({ fitClassId: parts.fitClassId });
  return row?.fitClassId;
}

let made = 0;
const newPart = (categoryId: string | null, brandId: string | null) => ({
  name: `Counted part ${++made}`,
  img: "/images/parts/chainring.svg",
  des: "A part made for a test",
  priceCents: 1000,
  minQuantity: 1,
  availableQuantity: 10,
  categoryId,
  brandId,
});

describe("the parts counted per category and brand", () => {
  it("match the parts of the demo catalog", async () => {
    const now = await kept();
    expect(now.parts.length).toBeGreaterThan(10);
    expect(now.specs.length).toBeGreaterThan(10);
    expect(now).toEqual(await counted());
  });

  it("follow inserts, moves and deletes, parts without a category or brand included", async () => {
    const [cassettes, rotors, velotek, hexa] = await Promise.all([
      idOf(categories, "cassettes"),
      idOf(categories, "rotors"),
      idOf(brands, "velotek"),
      idOf(brands, "hexa"),
    ]);
    const added = await shop.t.db
      .insert(parts)
      .values([
        ...Array.from({ length: 6 }, () => newPart(cassettes, velotek)),
        ...Array.from({ length: 4 }, () => newPart(rotors, null)),
        ...Array.from({ length: 3 }, () => newPart(null, hexa)),
        newPart(null, null),
      ])
      .returning({ id: parts.id });
    expect(await kept()).toEqual(await counted());

    const ids = added.map((p) => p.id);
    // Two to another category, one to no brand, and one "moved" to where it already is.
    await shop.t.db
      .update(parts)
      .set({ categoryId: rotors })
      .where(inArray(parts.id, ids.slice(0, 2)));
    await shop.t.db
      .update(parts)
      .set({ brandId: null })
      .where(eq(parts.id, ids[2] ?? ""));
    await shop.t.db
      .update(parts)
      .set({ categoryId: cassettes, brandId: velotek })
      .where(eq(parts.id, ids[3] ?? ""));
    expect(await kept()).toEqual(await counted());

    await shop.t.db.delete(parts).where(inArray(parts.id, [ids[0] ?? "", ids[6] ?? "", ids[10] ?? "", ids[13] ?? ""]));
    expect(await kept()).toEqual(await counted());
  });

  it("follow a part to another fit class: its specifications changed, or its category's fit rules", async () => {
    const cassettes = await idOf(categories, "cassettes");
    const [a, b] = await shop.t.db
      .insert(parts)
      .values([
        { ...newPart(cassettes, null), specs: { speeds: 11, freehub: "HG" } },
        { ...newPart(cassettes, null), specs: { speeds: 12, freehub: "XD" } },
      ])
      .returning({ id: parts.id, fitClassId: parts.fitClassId });
    expect(await kept()).toEqual(await counted());
    const moved = await respec(a?.id, { speeds: 12, freehub: "XD" });
    // It is in the other part's class now: the count moved with it.
    expect(moved).toBe(b?.fitClassId);
    expect(moved).not.toBe(a?.fitClassId);
    expect(await kept()).toEqual(await counted());

    // Rules that read only the speeds class every cassette again, by speeds alone.
    const changed = await shop.t.app.inject({
      method: "PUT",
      url: "/api/admin/fit-rules/cassettes",
      headers: shop.admin.auth,
      payload: { rules: [{ op: "equal", spec: "speeds", standard: "speeds" }] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [reclassed] = await shop.t.db
      .select({ fitClassId: parts.fitClassId })
      .from(parts)
      .where(eq(parts.id, a?.id ?? ""));
    expect(reclassed?.fitClassId).not.toBe(moved);
    expect(await kept()).toEqual(await counted());
    // Every cassette moved, rows for each: summed by the save, one row per key again.
    expect(await rows()).toEqual(await keys());
  });

  it("follow a part's specifications changed within its fit class, and the facet counts with them", async () => {
    const [cassettes, hexa] = await Promise.all([idOf(categories, "cassettes"), idOf(brands, "hexa")]);
    const [part] = await shop.t.db
      .insert(parts)
      .values({ ...newPart(cassettes, hexa), specs: { speeds: 11, freehub: "HG", range: "11-28" } })
      .returning({ id: parts.id, fitClassId: parts.fitClassId });
    const ranges = async () => {
      // Written here past the routes, which would have cleared the kept answers.
      shop.t.app.publicCache.clear();
      const res = await shop.t.app.inject("/api/parts/facets?category=cassettes&brand=hexa");
      expect(res.statusCode, res.body).toBe(200);
      const facets = res.json() as Facets;
      return facets.specs.find((s) => s.key === "range")?.values.map((v) => [v.value, v.count]);
    };
    expect(await ranges()).toContainEqual(["11-28", 1]);
    // The range is read by no fit rule: the part stays in its class, and its value moves.
    expect(await respec(part?.id, { speeds: 11, freehub: "HG", range: "11-51" })).toBe(part?.fitClassId);
    expect(await kept()).toEqual(await counted());
    const now = await ranges();
    expect(now).toContainEqual(["11-51", 1]);
    // Summed to nothing but not yet taken away: no choice to offer.
    expect(now?.map(([value]) => value)).not.toContain("11-28");
  });

  it("stay right when many write at once", async () => {
    const [chains, velotek] = await Promise.all([idOf(categories, "chains"), idOf(brands, "velotek")]);
    const ids = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const [row] = await shop.t.db
          .insert(parts)
          .values(newPart(chains, i % 2 ? velotek : null))
          .returning({ id: parts.id });
        return row?.id ?? "";
      }),
    );
    await Promise.all(
      ids.map((id, i) =>
        shop.t.db
          .update(parts)
          .set({ brandId: i % 3 ? velotek : null })
          .where(eq(parts.id, id)),
      ),
    );
    await Promise.all(ids.slice(0, 5).map((id) => shop.t.db.delete(parts).where(eq(parts.id, id))));
    expect(await kept()).toEqual(await counted());
  });

  it("are summed into one row per key by housekeeping, and stay the same", async () => {
    const before = await kept();
    const unsummed = await rows();
    expect(unsummed?.parts).toBeGreaterThan(before.parts.length);
    expect(unsummed?.specs).toBeGreaterThan(before.specs.length);
    await compactCatalogCounts(shop.t.db);
    expect(await rows()).toEqual({ parts: before.parts.length, specs: before.specs.length });
    expect(await kept()).toEqual(before);
    expect(await kept()).toEqual(await counted());
    // Summed already: a second round (each start runs one) rewrites no row.
    const summed = await versions();
    await compactCatalogCounts(shop.t.db);
    expect(await versions()).toEqual(summed);
  });

  it("are not written by an order: its stock update sets no category, brand or specification", async () => {
    const cassettes = await idOf(categories, "cassettes");
    const [part] = await shop.t.db
      .insert(parts)
      .values({ ...newPart(cassettes, null), specs: { speeds: 11, freehub: "HG" } })
      .returning({ id: parts.id });
    const before = await versions();
    const customer = await signUpWithToken(shop.t);
    const placed = await order(shop.t, customer, { productId: part?.id, orderQuantity: 2 });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await versions()).toEqual(before);
  });
});
