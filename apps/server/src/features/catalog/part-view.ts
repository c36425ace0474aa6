import type { Part } from "@shop/contract";
import { eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { brands, categories, parts } from "../../db/schema.ts";

/*
 * A part as the API shows it: its row, its brand's and category's slug and name, and its
 * product's variants, in the same statement as the page that shows it (list.ts) so a page of
 * the catalog is one round trip. The filters and sorts read `parts` alone; only the page's few
 * rows are joined to their brand and category by primary key and to their siblings by family.
 * The search document is never read back: it is large and no answer shows it.
 */

/** A variant as its family's list carries it: the option picker's price and stock, in cents here. */
type VariantRow = Omit<Part["variants"][number], "price"> & { priceCents: number };

/**
 * Each family's variants, by SKU (160, 180, 203 mm read in order when SKUs say so), with what the
 * option picker shows of each, so a part's page is one call.
 */
const variants = sql<VariantRow[]>`(select json_agg(json_build_object('_id', v.id, 'options', v.options, 'sku', v.sku,
    'priceCents', v.price_cents, 'minQuantity', v.min_quantity, 'availableQuantity', v.available_quantity) order by v.sku)
  from ${parts} v where v.family_id = ${parts.familyId})`;

/** The columns a part is shown with; a select adds its own (a page's key) beside them. */
export const shownColumns = {
  id: parts.id,
  name: parts.name,
  img: parts.img,
  des: parts.des,
  priceCents: parts.priceCents,
  minQuantity: parts.minQuantity,
  availableQuantity: parts.availableQuantity,
  sku: parts.sku,
  mpn: parts.mpn,
  weightGrams: parts.weightGrams,
  specs: parts.specs,
  options: parts.options,
  brand: { slug: brands.slug, name: brands.name },
  category: { slug: categories.slug, name: categories.name },
  variants,
};

type ShownRow = {
  id: string;
  name: string;
  img: string;
  des: string;
  priceCents: number;
  minQuantity: number;
  availableQuantity: number;
  sku: string;
  mpn: string | null;
  weightGrams: number | null;
  specs: Part["specs"];
  options: Part["options"];
  brand: { slug: string; name: string } | null;
  category: { slug: string; name: string } | null;
  variants: VariantRow[] | null;
};

/** `select` (of `shownColumns` from `parts`) with the brand and category it shows joined. */
export const withShownJoins = <T extends PgSelect>(select: T) =>
  select.leftJoin(brands, eq(brands.id, parts.brandId)).leftJoin(categories, eq(categories.id, parts.categoryId));

export function toPart(row: ShownRow): Part {
  const family = row.variants ?? [];
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
    brand: row.brand,
    category: row.category,
    specs: row.specs,
    weight: row.weightGrams,
    options: row.options,
    // A part alone lists no variants: there is nothing to choose between.
    variants: family.length > 1 ? family.map(({ priceCents, ...v }) => ({ ...v, price: priceCents / 100 })) : [],
  };
}

/** The parts whose ids are given, in that order, as the API shows them. */
export async function partsShown(db: Db, ids: readonly string[]): Promise<Part[]> {
  if (ids.length === 0) return [];
  const rows = await selectShown(db, inArray(parts.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toPart(row)] : [];
  });
}

function selectShown(db: Db, where: SQL | undefined) {
  return withShownJoins(db.select(shownColumns).from(parts).$dynamic()).where(where);
}
