import type { Part } from "@shop/contract";
import { inArray, type SQL, sql } from "drizzle-orm";
import { type Db, drawnOnce, rowsOf } from "../../db/client.ts";
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
const variants = sql`(select json_agg(json_build_object('_id', v.id, 'options', v.options, 'sku', v.sku,
    'priceCents', v.price_cents, 'minQuantity', v.min_quantity, 'availableQuantity', v.available_quantity) order by v.sku)
  from ${parts} v where v.family_id = ${parts.familyId})`;

/** A part's brand or category as its slug and name, or null for none. */
const named = (table: typeof brands | typeof categories) =>
  sql`case when ${table.id} is null then null else json_build_object('slug', ${table.slug}, 'name', ${table.name}) end`;

/**
 * The columns a part is shown with, each named as `ShownRow` names it, and the tables they come
 * from: `select <a select's own columns>, ${shownFrom} where ...`. Drawn once: it is the same for
 * every page, and most of a page's statement.
 */
export const shownFrom = drawnOnce(sql`${parts.id} as "id", ${parts.name} as "name", ${parts.img} as "img",
  ${parts.des} as "des", ${parts.priceCents} as "priceCents", ${parts.minQuantity} as "minQuantity",
  ${parts.availableQuantity} as "availableQuantity", ${parts.sku} as "sku", ${parts.mpn} as "mpn",
  ${parts.weightGrams} as "weightGrams", ${parts.specs} as "specs", ${parts.options} as "options",
  ${named(brands)} as "brand", ${named(categories)} as "category", ${variants} as "variants"
  from ${parts} left join ${brands} on ${brands.id} = ${parts.brandId}
  left join ${categories} on ${categories.id} = ${parts.categoryId}`);

/** A row of `shownFrom`'s columns, as both databases answer it (JSON parsed). */
export type ShownRow = {
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

async function selectShown(db: Db, where: SQL) {
  return rowsOf<ShownRow>(await db.execute(sql`select ${shownFrom} where ${where}`));
}
