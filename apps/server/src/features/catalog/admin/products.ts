import {
  categoryMessages,
  type Part,
  type ProductUpdate,
  productAdminMessages,
  type VariantSpecs,
} from "@shop/contract";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { brands, categories, parts } from "../../../db/schema.ts";
import { DomainError, InvalidInput, NotFound } from "../../../shared/domain-errors.ts";
import { partsShown } from "../part-view.ts";
import { checkPartSpecs } from "../taxonomy.ts";

/*
 * A product, as the owner edits it: its family of variants. The product's own fields go to
 * every variant in one statement; a new category is taken only if every variant's values fit it.
 */

/** The family of a part: the API names products by any of their variants' ids. */
async function familyOf(db: Db, partId: string): Promise<string> {
  const [row] = await db.select({ familyId: parts.familyId }).from(parts).where(eq(parts.id, partId));
  if (!row) throw new NotFound(productAdminMessages.notFound);
  return row.familyId;
}

export async function productOf(db: Db, partId: string): Promise<Part[]> {
  return familyShown(db, await familyOf(db, partId));
}

async function familyShown(db: Db, familyId: string): Promise<Part[]> {
  const rows = await db
    .select({ id: parts.id })
    .from(parts)
    .where(eq(parts.familyId, familyId))
    .orderBy(asc(parts.sku));
  if (rows.length === 0) throw new NotFound(productAdminMessages.notFound);
  return partsShown(
    db,
    rows.map((r) => r.id),
  );
}

async function idBySlug(db: Db, table: typeof categories | typeof brands, slug: string | null, unknown: string) {
  if (slug === null) return null;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.slug, slug));
  if (!row) throw new InvalidInput(unknown);
  return row.id;
}

/** Each variant's values checked against a category; the first misfit is refused with its SKU. */
async function assertVariantsFit(db: Db, familyId: string, categoryId: string | null) {
  const variants = await db
    .select({ sku: parts.sku, specs: parts.specs })
    .from(parts)
    .where(eq(parts.familyId, familyId));
  for (const v of variants) {
    try {
      await checkPartSpecs(db, categoryId, v.specs);
    } catch (err) {
      if (err instanceof DomainError) throw new InvalidInput(productAdminMessages.variantSpecs(v.sku, err.message));
      throw err;
    }
  }
}

export async function updateProduct(db: Db, partId: string, change: ProductUpdate): Promise<Part[]> {
  return db.transaction(async (tx) => {
    const familyId = await familyOf(tx, partId);
    const locked = await tx.select({ id: parts.id }).from(parts).where(eq(parts.familyId, familyId)).for("update");
    if (locked.length === 0) throw new NotFound(productAdminMessages.notFound);
    const categoryId =
      change.category === undefined
        ? undefined
        : await idBySlug(tx, categories, change.category, categoryMessages.unknownCategory(change.category ?? ""));
    const brandId =
      change.brand === undefined
        ? undefined
        : await idBySlug(tx, brands, change.brand, `No brand has the slug ${change.brand}`);
    if (categoryId !== undefined) await assertVariantsFit(tx, familyId, categoryId);
    await tx
      .update(parts)
      .set({ name: change.name, des: change.des, img: change.img, categoryId, brandId })
      .where(eq(parts.familyId, familyId));
    return familyShown(tx, familyId);
  });
}

/** A variant's specification values (all of them) and, if sent, its options. */
export async function updateVariantSpecs(db: Db, partId: string, body: VariantSpecs): Promise<Part[]> {
  return db.transaction(async (tx) => {
    const [part] = await tx
      .select({ categoryId: parts.categoryId, familyId: parts.familyId })
      .from(parts)
      .where(eq(parts.id, partId))
      .for("update");
    if (!part) throw new NotFound(productAdminMessages.notFound);
    const specs = await checkPartSpecs(tx, part.categoryId, body.specs);
    await tx.update(parts).set({ specs, options: body.options }).where(eq(parts.id, partId));
    return familyShown(tx, part.familyId);
  });
}
