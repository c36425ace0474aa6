import type { Facets, PartsQuery } from "@shop/contract";
import { and, type SQL, sql } from "drizzle-orm";
import { type Db, namedByText, preparedRaw, rowsOf } from "../../db/client.ts";
import { partCounts, parts, specCounts } from "../../db/schema.ts";
import {
  type CatalogFilters,
  conditionsBut,
  fitCheckHolds,
  type LeftOut,
  NOT_READ,
  resolveQuery,
  taxonomyBut,
} from "./filters.ts";
import { rollUp } from "./taxonomy-lists.ts";

/*
 * Facet counts (`GET /api/parts/facets`): for each filter value, the parts the query would give
 * with that value chosen instead, i.e. counted under every OTHER filter (Vendure and Shopify
 * count so): choosing a brand does not hide the other brands' counts.
 *
 * A facet whose own filter is not in the query counts under all the filters, so the facets fall
 * into one set per filter the query has (counted without it) and one set under all of them. Each
 * set is one grouped read of `parts` with GROUPING SETS, whatever its number of facets: the
 * category and brand lists, the specifications and the price range and total share the reads.
 * With a category and a brand that is three reads, each an index range of its own (decision 0047).
 *
 * A set that only a category, brands and a bike filter, or nothing (the brands of a category, the
 * categories of some brands, the whole catalog's facets, with or without 'Fits my bike'), is read
 * from `part_counts` instead: a row per category, brand and fit class, not a row per part
 * (decisions 0112, 0113). At 100,000 parts a top category's brands were 10,000 index entries a
 * request, the whole catalog's facets 100,000, and those of the parts that fit a bike 44,000.
 * Its specifications' values are read from `spec_counts` likewise, and its price range from the
 * index of its category or brands (decision 0117): a top category's were 10,000 parts read from
 * the table.
 */

/** A facet: the category, the brand, a specification's values, or the price range and total. */
type Facet = { kind: "c" } | { kind: "b" } | { kind: "s"; key: string } | { kind: "p" } | { kind: "t" };
type Row = { facet: string; value: unknown; n: number; low: number | null; high: number | null };

/** The filter a facet leaves out: its own. */
const ownFilter = (facet: Facet): LeftOut =>
  facet.kind === "c"
    ? "category"
    : facet.kind === "b"
      ? "brand"
      : facet.kind === "p"
        ? "price"
        : facet.kind === "s"
          ? `spec:${facet.key}`
          : "";

const hasFilter = (filters: CatalogFilters, leftOut: LeftOut) =>
  leftOut === "category"
    ? filters.categoryIds !== undefined
    : leftOut === "brand"
      ? filters.brandIds !== undefined
      : leftOut === "price"
        ? filters.price !== undefined
        : leftOut.startsWith("spec:")
          ? filters.specs.has(leftOut.slice(5))
          : false;

/** What a facet's values are grouped by; the price range and the total have one group. */
function groupedBy(facet: Facet): SQL | undefined {
  if (facet.kind === "c") return sql`${parts.categoryId}`;
  if (facet.kind === "b") return sql`${parts.brandId}`;
  if (facet.kind === "s") return sql`(${parts.specs} -> ${facet.key})`;
  return undefined;
}

const tagOf = (facet: Facet) => (facet.kind === "s" ? `s:${facet.key}` : facet.kind);

/** PostgreSQL's GROUPING() takes fewer than 32 expressions: more facets are read in turns. */
const GROUPED_MAX = 30;

/**
 * Grouped reads of the parts under `condition` for these facets, one per GROUPED_MAX of them.
 * Each row says its facet by GROUPING(): a row of one facet's grouping set has every other
 * expression's bit set. The values are taken in a subquery first, so each grouping set names a
 * column (a parameter repeated would not be the same expression to the planner).
 */
function setReads(condition: SQL | undefined, facets: Facet[]): SQL[] {
  const where = condition ? sql`where ${condition}` : sql``;
  const grouped = facets.flatMap((f) => {
    const by = groupedBy(f);
    return by ? [{ tag: tagOf(f), by }] : [];
  });
  // The price range and the total are the set's one row without grouping.
  const whole = facets
    .filter((f) => groupedBy(f) === undefined)
    .map(tagOf)
    .join(",");
  // The price is read only where the range is counted: a read of ids alone can stay in an index.
  const priced = facets.some((f) => f.kind === "p");
  const aggregates = priced
    ? sql`count(*)::int as n, min(price_cents) as low, max(price_cents) as high`
    : sql`count(*)::int as n, null::int as low, null::int as high`;
  if (grouped.length === 0)
    return [sql`select ${whole}::text as facet, null::jsonb as value, ${aggregates} from ${parts} ${where}`];
  const reads: SQL[] = [];
  for (let at = 0; at < grouped.length; at += GROUPED_MAX) {
    const turn = grouped.slice(at, at + GROUPED_MAX);
    const columns = turn.map((_, i) => sql.raw(`g${i}`));
    const bits = sql`grouping(${sql.join(columns, sql`, `)})`;
    const only = (i: number) => ((1 << turn.length) - 1) ^ (1 << (turn.length - 1 - i));
    const withWhole = at === 0 && whole !== "";
    reads.push(sql`select case ${bits} ${sql.join(
      turn.map((g, i) => sql`when ${sql.raw(String(only(i)))} then ${g.tag}::text`),
      sql` `,
    )} else ${whole}::text end as facet,
        case ${bits} ${sql.join(
          columns.map((c, i) => sql`when ${sql.raw(String(only(i)))} then to_jsonb(${c})`),
          sql` `,
        )} end as value, ${aggregates}
      from (select ${sql.join(
        turn.map((g, i) => sql`${g.by} as ${columns[i]}`),
        sql`, `,
      )}${priced ? sql`, ${parts.priceCents}` : sql``} from ${parts} ${where}) x
      group by grouping sets (${sql.join([...columns.map((c) => sql`(${c})`), ...(withWhole ? [sql`()`] : [])], sql`, `)})`);
  }
  return reads;
}

/**
 * Whether the sets count parts under a category, brands and fit classes alone (or under nothing):
 * then `part_counts` answers their category, brand and total facets, `spec_counts` their
 * specifications' values, and the price range is the least and greatest price under the same
 * filters.
 */
function countedByTaxonomy(filters: CatalogFilters) {
  // Every filter but the category's and the brands' must be absent: a filter added to
  // CatalogFilters later lands in `others` and keeps its sets on `parts` without a change here.
  const { categoryIds, brandIds, fit, ...others } = filters;
  const absent = (filter: unknown) => filter === undefined || (filter instanceof Map && filter.size === 0);
  return Object.values(others).every(absent);
}

/** The category, brand and fit filters not left out, on `part_counts` or on `parts`. */
function taxonomyWhere(
  filters: CatalogFilters,
  leftOut: LeftOut,
  on: typeof partCounts | typeof specCounts | typeof parts,
) {
  const where = taxonomyBut(filters, leftOut, on);
  return where ? sql`where ${where}` : sql``;
}

/**
 * The reads of a set `countedByTaxonomy` answers: each facet's but the specifications', which
 * share one read of `spec_counts`. A value whose parts are all gone is summed to 0 until
 * housekeeping takes its rows away, and is no choice.
 */
function taxonomyReads(filters: CatalogFilters, leftOut: LeftOut, facets: Facet[]): SQL[] {
  const keys = facets.flatMap((f) => (f.kind === "s" ? [f.key] : []));
  const where = and(
    taxonomyBut(filters, leftOut, specCounts),
    sql`${specCounts.key} = any(${sql.param(keys)}::text[])`,
  );
  const specs = sql`select 's:' || ${specCounts.key} as facet, ${specCounts.value} as value,
      sum(${specCounts.n})::int as n, null::int as low, null::int as high
    from ${specCounts} where ${where}
    group by ${specCounts.key}, ${specCounts.value} having sum(${specCounts.n}) > 0`;
  return [
    ...facets.filter((f) => f.kind !== "s").map((f) => taxonomyRead(filters, leftOut, f)),
    ...(keys.length > 0 ? [specs] : []),
  ];
}

/**
 * A facet but a specification's, of a set `countedByTaxonomy` answers: from `part_counts`, the
 * price range from `parts`.
 */
function taxonomyRead(filters: CatalogFilters, leftOut: LeftOut, facet: Facet): SQL {
  if (facet.kind === "p") return priceRangeRead(filters, leftOut);
  const by = facet.kind === "c" ? partCounts.categoryId : facet.kind === "b" ? partCounts.brandId : undefined;
  return sql`select ${tagOf(facet)}::text as facet, ${by ? sql`to_jsonb(${by})` : sql`null::jsonb`} as value,
      coalesce(sum(${partCounts.n}), 0)::int as n, null::int as low, null::int as high
    from ${partCounts} ${taxonomyWhere(filters, leftOut, partCounts)} ${by ? sql`group by ${by}` : sql``}`;
}

/** The least and greatest price of the parts a set `countedByTaxonomy` answers counts. */
export function priceRangeRead(filters: CatalogFilters, leftOut: LeftOut): SQL {
  const narrowed =
    (filters.categoryIds !== undefined && leftOut !== "category") ||
    (filters.brandIds !== undefined && leftOut !== "brand");
  // Under a category or brands, the prices of their parts, read from the range of their own
  // index, which carries the price (decision 0117). Not from the ends of the price index: the
  // statement is named, so its plan is made once for every category and brand, and walking the
  // price index until a part of a small brand (or of a category of dear parts) came read the
  // whole index, 100 ms at 100,000 parts. A subquery read whole keeps the planner from the walk.
  if (narrowed)
    return sql`select 'p'::text as facet, null::jsonb as value, 0 as n, min(price_cents) as low,
          max(price_cents) as high
        from (select ${parts.priceCents} from ${parts} ${taxonomyWhere(filters, leftOut, parts)} offset 0) x`;
  // The ends of the price index when nothing filters (the catalog's first page reads two
  // entries), and, as before, under a bike alone (decision 0117 says what that leaves).
  return sql`select 'p'::text as facet, null::jsonb as value, 0 as n, min(${parts.priceCents}) as low,
        max(${parts.priceCents}) as high
      from ${parts} ${taxonomyWhere(filters, leftOut, parts)}`;
}

export async function facetsOf(db: Db, query: PartsQuery, guess = true): Promise<Facets> {
  const { filters, rules, tree = [], allBrands = [], fitCheck } = await resolveQuery(db, query, { lists: true, guess });
  const facets: Facet[] = [
    { kind: "c" },
    { kind: "b" },
    { kind: "p" },
    { kind: "t" },
    ...rules.map((rule) => ({ kind: "s" as const, key: rule.key })),
  ];
  // The facets of each set, by the filter they leave out ("" for all filters applied).
  const sets = new Map<LeftOut, Facet[]>();
  for (const facet of facets) {
    const own = ownFilter(facet);
    const leftOut = hasFilter(filters, own) ? own : "";
    sets.set(leftOut, [...(sets.get(leftOut) ?? []), facet]);
  }
  const byTaxonomy = countedByTaxonomy(filters);
  const reads = [...sets].flatMap(([leftOut, of]) =>
    byTaxonomy ? taxonomyReads(filters, leftOut, of) : setReads(conditionsBut(filters, leftOut), of),
  );
  // With a fit filter guessed from memory, every row carries its check (decision 0114); the
  // total's set always answers a row.
  const union = sql.join(reads, sql` union all `);
  const statement = fitCheck ? sql`select r.*, ${fitCheck.column} as "check" from (${union}) r` : union;
  // Its text follows the query's shape only, so it is named after it (decision 0111).
  const rows = rowsOf<Row & { check?: unknown }>(await namedByText(preparedRaw(db, statement)).execute());
  if (fitCheck && !(await fitCheckHolds(db, fitCheck, [rows[0] ? rows[0].check : NOT_READ])))
    return facetsOf(db, query, false);
  const of = (tag: string) => rows.filter((r) => r.facet.split(",").includes(tag));
  // A group of no value (a part without a category, brand or this specification) is no choice.
  const counted = (tag: string) => of(tag).filter((r) => r.value !== null);
  const direct = new Map(counted("c").map((r) => [r.value as string, r.n]));
  const totals = rollUp(tree, direct);
  const slugOf = new Map(tree.map((c) => [c.id, c.slug]));
  const byBrand = new Map(counted("b").map((r) => [r.value as string, r.n]));
  const [price] = of("p");
  return {
    categories: tree.map((c) => ({
      slug: c.slug,
      name: c.name,
      parent: c.parentId ? (slugOf.get(c.parentId) ?? null) : null,
      count: totals.get(c.id) ?? 0,
    })),
    brands: allBrands.map((b) => ({ slug: b.slug, name: b.name, count: byBrand.get(b.id) ?? 0 })),
    specs: rules.map((rule) => {
      const asked = query.specs?.[rule.key] ?? [];
      const values = counted(`s:${rule.key}`).map((r) => ({ value: r.value as number | string, count: r.n }));
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
    price: price?.low == null || price.high == null ? null : { min: price.low / 100, max: price.high / 100 },
    total: of("t")[0]?.n ?? 0,
  };
}
