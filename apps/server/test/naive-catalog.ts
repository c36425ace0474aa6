import { sql } from "drizzle-orm";
import { type Db, rowsOf } from "../src/db/client.ts";

/*
 * A second, naive catalog for the tests: every part read plainly, and the filters and facet
 * counts computed in JavaScript by their definitions, to check the SQL against.
 */

export type NaivePart = {
  id: string;
  category: string | null;
  brand: string | null;
  priceCents: number;
  inStock: boolean;
  soldUnits: number;
  specs: Record<string, number | string>;
};
export type NaiveQuery = {
  category?: string;
  brand?: string[];
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  specs?: Record<string, string[]>;
};
type Leave = "category" | "brand" | "price" | `spec:${string}` | "";

export async function readNaive(db: Db) {
  const parts = rowsOf<NaivePart>(
    await db.execute(sql`select p.id, c.slug as category, b.slug as brand, p.price_cents as "priceCents",
      p.available_quantity >= p.min_quantity as "inStock", p.sold_units as "soldUnits", p.specs
      from parts p left join categories c on c.id = p.category_id left join brands b on b.id = p.brand_id`),
  );
  const tree = rowsOf<{ slug: string; parent: string | null }>(
    await db.execute(
      sql`select c.slug, p.slug as parent from categories c left join categories p on p.id = c.parent_id`,
    ),
  );
  const brands = rowsOf<{ slug: string }>(await db.execute(sql`select slug from brands`)).map((b) => b.slug);
  const rules = rowsOf<{ category: string; key: string }>(
    await db.execute(
      sql`select c.slug as category, d.key from spec_definitions d join categories c on c.id = d.category_id`,
    ),
  );
  /** A category and every one below it. */
  const within = (slug: string): Set<string> => {
    const all = new Set([slug]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const c of tree)
        if (c.parent && all.has(c.parent) && !all.has(c.slug)) {
          all.add(c.slug);
          grew = true;
        }
    }
    return all;
  };
  /** A category and its ancestors. */
  const above = (slug: string): string[] => {
    const path = [slug];
    for (let at = tree.find((c) => c.slug === slug)?.parent; at; at = tree.find((c) => c.slug === at)?.parent)
      path.push(at);
    return path;
  };
  const passes = (p: NaivePart, q: NaiveQuery, leave: Leave) =>
    (leave === "category" || !q.category || (p.category !== null && within(q.category).has(p.category))) &&
    (leave === "brand" || !q.brand || (p.brand !== null && q.brand.includes(p.brand))) &&
    (leave === "price" || ((q.minPrice ?? 0) <= p.priceCents && p.priceCents <= (q.maxPrice ?? Infinity))) &&
    (!q.inStock || p.inStock) &&
    Object.entries(q.specs ?? {}).every(
      ([key, values]) => leave === `spec:${key}` || (key in p.specs && values.includes(String(p.specs[key]))),
    );
  const filter = (q: NaiveQuery, leave: Leave = "") => parts.filter((p) => passes(p, q, leave));

  function facets(q: NaiveQuery) {
    const keys = q.category ? rules.filter((r) => above(q.category ?? "").includes(r.category)).map((r) => r.key) : [];
    const byPrice = filter(q, "price").map((p) => p.priceCents);
    return {
      categories: Object.fromEntries(
        tree.map((c) => [
          c.slug,
          filter(q, "category").filter((p) => p.category && within(c.slug).has(p.category)).length,
        ]),
      ),
      brands: Object.fromEntries(brands.map((b) => [b, filter(q, "brand").filter((p) => p.brand === b).length])),
      specs: Object.fromEntries(
        keys.map((key) => {
          const counts: Record<string, number> = {};
          for (const p of filter(q, `spec:${key}`)) {
            const value = p.specs[key];
            if (value !== undefined) counts[String(value)] = (counts[String(value)] ?? 0) + 1;
          }
          for (const asked of q.specs?.[key] ?? []) counts[asked] ??= 0;
          return [key, counts];
        }),
      ),
      price: byPrice.length ? { min: Math.min(...byPrice) / 100, max: Math.max(...byPrice) / 100 } : null,
      total: filter(q).length,
    };
  }
  return { parts, filter, facets };
}
