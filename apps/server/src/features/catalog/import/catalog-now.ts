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

/** The categories, brands and specification definitions as one digest. */
export async function taxonomyDigest(db: Db): Promise<string> {
  const [row] = rowsOf<{ digest: string }>(
    await db.execute(sql`select md5(
      coalesce((select string_agg(concat_ws('|', id, slug, name, parent_id), ',' order by id) from categories), '') || '/' ||
      coalesce((select string_agg(concat_ws('|', id, slug), ',' order by id) from brands), '') || '/' ||
      coalesce((select string_agg(concat_ws('|', id, category_id, key, kind, array_to_string(choices, ';')), ',' order by id)
        from spec_definitions), '')) as digest`),
  );
  return row?.digest ?? "";
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
