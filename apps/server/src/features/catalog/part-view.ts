import type { Part } from "@shop/contract";
import { asc, eq, inArray, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { brands, categories, parts } from "../../db/schema.ts";

/*
 * A part as the API shows it: its row, its brand's and category's slug and name, and its
 * product's variants. The filters and sorts read `parts` alone; only the page's few rows are
 * joined to their brand and category by primary key, and their siblings read in one query.
 */

type PartRow = typeof parts.$inferSelect;
type Ref = { slug: string; name: string } | null;

function toPart(row: PartRow, brand: Ref, category: Ref, variants: Part["variants"]): Part {
  return {
    _id: row.id,
    name: row.name,
    img: row.img,
    des: row.des,
    price: row.priceCents / 100,
    minQuantity: row.minQuantity,
    availableQuantity: row.availableQuantity,
    sku: row.sku,
    mpn: row.mpn,
    brand,
    category,
    specs: row.specs,
    weight: row.weightGrams,
    options: row.options,
    variants,
  };
}

/** The parts whose ids are given, in that order, as the API shows them. */
export async function partsShown(db: Db, ids: readonly string[]): Promise<Part[]> {
  if (ids.length === 0) return [];
  const rows = await selectShown(db, inArray(parts.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.row.id, r]));
  const families = await variantsOf(db, [...new Set(rows.map((r) => r.row.familyId))]);
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const family = families.get(r.row.familyId) ?? [];
    // A part alone lists no variants: there is nothing to choose between.
    return [toPart(r.row, r.brand, r.category, family.length > 1 ? family : [])];
  });
}

function selectShown(db: Db, where: SQL | undefined) {
  return db
    .select({
      row: parts,
      brand: { slug: brands.slug, name: brands.name },
      category: { slug: categories.slug, name: categories.name },
    })
    .from(parts)
    .leftJoin(brands, eq(brands.id, parts.brandId))
    .leftJoin(categories, eq(categories.id, parts.categoryId))
    .where(where);
}

/** Each family's variants, by SKU (160, 180, 203 mm read in order when SKUs say so), with their prices and stock. */
async function variantsOf(db: Db, familyIds: string[]) {
  const families = new Map<string, Part["variants"]>();
  if (familyIds.length === 0) return families;
  const rows = await db
    .select({
      id: parts.id,
      familyId: parts.familyId,
      options: parts.options,
      sku: parts.sku,
      priceCents: parts.priceCents,
      minQuantity: parts.minQuantity,
      availableQuantity: parts.availableQuantity,
    })
    .from(parts)
    .where(inArray(parts.familyId, familyIds))
    .orderBy(asc(parts.sku));
  for (const r of rows) {
    const list = families.get(r.familyId) ?? [];
    list.push({
      _id: r.id,
      options: r.options,
      sku: r.sku,
      price: r.priceCents / 100,
      minQuantity: r.minQuantity,
      availableQuantity: r.availableQuantity,
    });
    families.set(r.familyId, list);
  }
  return families;
}
