import { randomUUID } from "node:crypto";
import type { brands, categories, parts, specDefinitions } from "../schema.ts";
import { seedParts } from "./catalog.ts";
import { drivetrainProducts } from "./drivetrain-products.ts";
import { moreProducts } from "./more-products.ts";
import { pictureOf, seedBrands, seedCategories } from "./taxonomy.ts";

/*
 * The demo catalog as rows, ids made here so that parents, brands and families can be named
 * before they are inserted. `listed(i)` dates the i-th part: lists read newest first, so the
 * shop's first 14 parts come first, as the home page and the browser tests expect.
 */

type Rows = {
  categories: (typeof categories.$inferInsert)[];
  brands: (typeof brands.$inferInsert)[];
  specDefinitions: (typeof specDefinitions.$inferInsert)[];
  parts: (typeof parts.$inferInsert)[];
};

/** A believable sales history for "bestselling", the same on every start. */
const soldBefore = (i: number) => (i * 37) % 97;

export function catalogRows(listed: (position: number) => Date): Rows {
  const categoryId = new Map(seedCategories.map((c) => [c.slug, randomUUID()]));
  const brandId = new Map(seedBrands.map((b) => [b.slug as string, randomUUID()]));
  const idOf = (ids: Map<string, string>, slug: string) => {
    const id = ids.get(slug);
    if (!id) throw new Error(`the demo catalog names ${slug}, which it does not have`);
    return id;
  };
  const rows: Rows = {
    categories: seedCategories.map((c, position) => ({
      id: idOf(categoryId, c.slug),
      slug: c.slug,
      name: c.name,
      description: c.description,
      parentId: c.parent ? idOf(categoryId, c.parent) : null,
      position,
    })),
    brands: seedBrands.map((b) => ({ id: idOf(brandId, b.slug), slug: b.slug, name: b.name })),
    specDefinitions: seedCategories.flatMap((c) =>
      (c.specs ?? []).map((d, position) => ({
        categoryId: idOf(categoryId, c.slug),
        key: d.key,
        label: d.label,
        kind: d.kind,
        unit: d.unit ?? null,
        choices: d.choices ?? null,
        position,
      })),
    ),
    parts: seedParts.map(({ slug, category, brand, weight, ...p }, i) => ({
      ...p,
      img: `/images/parts/${slug}.svg`,
      categoryId: idOf(categoryId, category),
      brandId: idOf(brandId, brand),
      weightGrams: weight,
      soldUnits: soldBefore(i),
      createdAt: listed(i),
    })),
  };
  for (const product of [...drivetrainProducts, ...moreProducts]) {
    const familyId = randomUUID();
    for (const v of product.variants) {
      const i = rows.parts.length;
      rows.parts.push({
        name: product.name,
        img: `/images/parts/${pictureOf[product.category] ?? "chainring"}.svg`,
        des: product.des,
        priceCents: v.priceCents,
        minQuantity: product.minQuantity,
        availableQuantity: v.stock,
        sku: v.sku,
        mpn: v.mpn ?? null,
        weightGrams: product.weight,
        categoryId: idOf(categoryId, product.category),
        brandId: idOf(brandId, product.brand),
        familyId,
        options: product.option ? { [product.option]: v.value } : {},
        specs: v.specs,
        soldUnits: soldBefore(i),
        createdAt: listed(i),
      });
    }
  }
  return rows;
}
