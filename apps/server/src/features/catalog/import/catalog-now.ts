import { inArray, sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../../db/client.ts";
import { parts } from "../../../db/schema.ts";
import type { SpecRule } from "../spec-rules.ts";
import { specRulesOf } from "../taxonomy.ts";

/*
 * What a file is checked against, read once per preview: the taxonomy (a few hundred rows) and
 * the parts whose SKUs the file names (by the unique index, in chunks). The digests let a confirm
 * tell whether any of it changed since.
 */

export type CategoryNow = { id: string; name: string; rules: Map<string, SpecRule> };
export type PartNow = {
  sku: string;
  familyId: string;
  mpn: string | null;
  weightGrams: number | null;
  options: Record<string, string>;
  specs: Record<string, number | string>;
  digest: string;
};

/** A part's catalog fields as one digest: a change to any of them makes a preview stale. */
const partDigest = sql<string>`md5(concat_ws('|', ${parts.sku}, ${parts.mpn}, ${parts.name}, ${parts.des}, ${parts.img},
  ${parts.priceCents}, ${parts.minQuantity}, ${parts.availableQuantity}, ${parts.weightGrams}, ${parts.categoryId},
  ${parts.brandId}, ${parts.familyId}, ${parts.options}::text, ${parts.specs}::text))`;

/** The categories and brands a file's rows are written with. */
export type TaxonomyUsed = { categoryIds: readonly string[]; brandIds: readonly string[] };

/**
 * What of the taxonomy the rows depend on, as one digest: their categories and those above them
 * (whose specification definitions they inherit), those categories' definitions, and their brands.
 * A category added or renamed elsewhere in the tree leaves it alone, so an owner's preview is not
 * made stale by a colleague's unrelated change.
 */
export async function taxonomyDigest(db: Db, used: TaxonomyUsed): Promise<string> {
  const [row] = rowsOf<{ digest: string }>(
    await db.execute(sql`with recursive used(id) as (
        select id from categories where id = any(${sql.param([...used.categoryIds])}::uuid[])
        union select c.parent_id from categories c join used on c.id = used.id where c.parent_id is not null
      )
      select md5(
      coalesce((select string_agg(concat_ws('|', id, slug, parent_id), ',' order by id)
        from categories where id in (select id from used)), '') || '/' ||
      coalesce((select string_agg(concat_ws('|', id, slug), ',' order by id)
        from brands where id = any(${sql.param([...used.brandIds])}::uuid[])), '') || '/' ||
      coalesce((select string_agg(concat_ws('|', id, category_id, key, kind, array_to_string(choices, ';')), ',' order by id)
        from spec_definitions where category_id in (select id from used)), '')) as digest`),
  );
  return row?.digest ?? "";
}

/** The categories and brands that planned rows are written with. */
export function taxonomyUsedBy(rows: readonly { categoryId: string | null; brandId: string | null }[]): TaxonomyUsed {
  const ids = (pick: (r: (typeof rows)[number]) => string | null) =>
    [...new Set(rows.map(pick).filter((id): id is string => id !== null))].sort();
  return { categoryIds: ids((r) => r.categoryId), brandIds: ids((r) => r.brandId) };
}

export async function categoriesBySlug(db: Db): Promise<Map<string, CategoryNow>> {
  const rows = rowsOf<{ id: string; slug: string; name: string }>(
    await db.execute(sql`select id, slug, name from categories`),
  );
  const bySlug = new Map<string, CategoryNow>();
  for (const c of rows) {
    const rules = await specRulesOf(db, c.id);
    bySlug.set(c.slug, { id: c.id, name: c.name, rules: new Map(rules.map((r) => [r.key, r])) });
  }
  return bySlug;
}

export async function brandsBySlug(db: Db): Promise<Map<string, string>> {
  const rows = rowsOf<{ id: string; slug: string }>(await db.execute(sql`select id, slug from brands`));
  return new Map(rows.map((b) => [b.slug, b.id]));
}

const CHUNK = 5000;

/** The parts that have these SKUs now; `lock` holds them until the transaction ends. */
export async function partsBySku(db: Db, skus: readonly string[], lock = false): Promise<Map<string, PartNow>> {
  const found = new Map<string, PartNow>();
  for (let i = 0; i < skus.length; i += CHUNK) {
    const chunk = skus.slice(i, i + CHUNK);
    const query = db
      .select({
        sku: parts.sku,
        familyId: parts.familyId,
        mpn: parts.mpn,
        weightGrams: parts.weightGrams,
        options: parts.options,
        specs: parts.specs,
        digest: partDigest,
      })
      .from(parts)
      .where(inArray(parts.sku, chunk));
    const rows = lock ? await query.for("update") : await query;
    for (const r of rows) found.set(r.sku, r);
  }
  return found;
}
