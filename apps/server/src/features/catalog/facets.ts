import type { Facets, PartsQuery } from "@shop/contract";
import { type SQL, sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../db/client.ts";
import { parts } from "../../db/schema.ts";
import { type CatalogFilters, conditionsBut, resolveQuery } from "./filters.ts";
import { readTree, rollUp } from "./taxonomy-lists.ts";

/*
 * Facet counts (`GET /api/parts/facets`): for each filter value, the parts the query would give
 * with that value chosen instead, i.e. counted under every OTHER filter (Vendure and Shopify
 * count so): choosing a brand does not hide the other brands' counts. One statement, a UNION ALL
 * of one grouped read per facet, each on `parts` alone.
 */

type Row = { facet: "c" | "b" | "s" | "p" | "t"; key: string | null; value: unknown; n: number };

const where = (condition: SQL | undefined) => (condition ? sql`where ${condition}` : sql``);

export async function facetsOf(db: Db, query: PartsQuery): Promise<Facets> {
  const { filters, rules } = await resolveQuery(db, query);
  const reads = [
    sql`select 'c' as facet, category_id::text as key, null::jsonb as value, count(*)::int as n
        from ${parts} ${where(conditionsBut(filters, "category"))} group by category_id`,
    sql`select 'b', brand_id::text, null::jsonb, count(*)::int
        from ${parts} ${where(conditionsBut(filters, "brand"))} group by brand_id`,
    sql`select 'p', null, jsonb_build_array(min(price_cents), max(price_cents)), count(*)::int
        from ${parts} ${where(conditionsBut(filters, "price"))}`,
    sql`select 't', null, null::jsonb, count(*)::int from ${parts} ${where(conditionsBut(filters, ""))}`,
    ...rules.map((rule) => specRead(filters, rule.key)),
  ];
  const rows = rowsOf<Row>(await db.execute(sql.join(reads, sql` union all `)));
  const tree = await readTree(db);
  const direct = new Map(rows.filter((r) => r.facet === "c" && r.key).map((r) => [r.key ?? "", r.n]));
  const totals = rollUp(tree, direct);
  const slugOf = new Map(tree.map((c) => [c.id, c.slug]));
  const [price] = rows.filter((r) => r.facet === "p");
  const [low, high] = (price?.value ?? [null, null]) as [number | null, number | null];
  return {
    categories: tree.map((c) => ({
      slug: c.slug,
      name: c.name,
      parent: c.parentId ? (slugOf.get(c.parentId) ?? null) : null,
      count: totals.get(c.id) ?? 0,
    })),
    brands: await brandCounts(db, rows),
    specs: rules.map((rule) => {
      const asked = query.specs?.[rule.key] ?? [];
      const values = rows
        .filter((r) => r.facet === "s" && r.key === rule.key)
        .map((r) => ({ value: r.value as number | string, count: r.n }));
      // A value asked for stays listed, with 0, so that it can be taken off again.
      for (const text of asked) {
        if (!values.some((v) => String(v.value) === text))
          values.push({ value: rule.kind === "number" ? Number(text) : text, count: 0 });
      }
      values.sort((a, b) =>
        typeof a.value === "number" && typeof b.value === "number"
          ? a.value - b.value
          : String(a.value).localeCompare(String(b.value)),
      );
      return { key: rule.key, label: rule.label, kind: rule.kind, unit: rule.unit, values };
    }),
    price: low === null || high === null ? null : { min: low / 100, max: high / 100 },
    total: rows.find((r) => r.facet === "t")?.n ?? 0,
  };
}

/** One specification's values and counts, under every filter but its own. */
function specRead(filters: CatalogFilters, key: string) {
  const value = sql`${parts.specs} -> ${key}`;
  return sql`select 's', ${key}::text, ${value}, count(*)::int from ${parts}
    where ${parts.specs} ? ${key} ${conditionsBut(filters, `spec:${key}`) ? sql`and ${conditionsBut(filters, `spec:${key}`)}` : sql``}
    group by 3`;
}

async function brandCounts(db: Db, rows: Row[]) {
  const counted = new Map(rows.filter((r) => r.facet === "b" && r.key).map((r) => [r.key ?? "", r.n]));
  const all = rowsOf<{ id: string; slug: string; name: string }>(
    await db.execute(sql`select id::text, slug, name from brands order by name, slug`),
  );
  return all.map((b) => ({ slug: b.slug, name: b.name, count: counted.get(b.id) ?? 0 }));
}
