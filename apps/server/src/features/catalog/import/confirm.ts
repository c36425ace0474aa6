import { type ImportResult, importMessages, PREVIEW_MINUTES } from "@shop/contract";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { catalogImports, parts } from "../../../db/schema.ts";
import { Conflict, NotFound } from "../../../shared/domain-errors.ts";
import { partsBySku, taxonomyDigest, taxonomyUsedBy } from "./catalog-now.ts";
import type { PlannedRow } from "./check-rows.ts";

/** Rows per statement: 14 values each, well under PostgreSQL's 65,535 parameters. */
const BATCH = 1000;

/** A column's value from the row proposed, when its SKU is already there. */
const proposed = (column: string) => sql.raw(`excluded.${column}`);
const setOnConflict = {
  mpn: proposed("mpn"),
  name: proposed("name"),
  des: proposed("des"),
  img: proposed("img"),
  priceCents: proposed("price_cents"),
  minQuantity: proposed("min_quantity"),
  availableQuantity: proposed("available_quantity"),
  weightGrams: proposed("weight_grams"),
  categoryId: proposed("category_id"),
  brandId: proposed("brand_id"),
  familyId: proposed("family_id"),
  options: proposed("options"),
  specs: proposed("specs"),
};

/**
 * Told the rows written so far: 0 once the preview is found still true, then after each batch;
 * the write goes on once it has returned (or its promise settled).
 */
export type ImportProgress = (written: number, total: number) => void | Promise<void>;

/**
 * Writes a preview's rows, all in one transaction or none. The preview is written only if the
 * catalog is as it was when the preview was made: every updated part unchanged (its rows locked
 * here), no created SKU taken meanwhile, the categories and brands its rows use the same. Otherwise nothing is written and
 * the owner previews again, so nothing is written that the preview did not show.
 */
export async function confirmImport(db: Db, id: string, progress?: ImportProgress): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    const [stored] = await tx.select().from(catalogImports).where(eq(catalogImports.id, id)).for("update");
    if (!stored) throw new NotFound(importMessages.previewMissing);
    if (stored.confirmedAt) throw new Conflict(importMessages.previewUsed);
    if (stored.errorCount > 0) throw new Conflict(importMessages.previewHasErrors);
    if (Date.now() - stored.createdAt.getTime() > PREVIEW_MINUTES * 60_000)
      throw new Conflict(importMessages.previewExpired);
    const rows = stored.rows as PlannedRow[];
    if ((await taxonomyDigest(tx, taxonomyUsedBy(rows))) !== stored.taxonomy)
      throw new Conflict(importMessages.catalogChanged);
    const now = await partsBySku(
      tx,
      rows.map((r) => r.sku),
      true,
    );
    for (const row of rows) {
      const part = now.get(row.sku);
      const unchanged = row.update ? part?.digest === stored.seen[row.sku] : part === undefined;
      if (!unchanged) throw new Conflict(importMessages.catalogChanged);
    }
    await progress?.(0, rows.length);
    for (let i = 0; i < rows.length; i += BATCH) {
      const batch = rows.slice(i, i + BATCH);
      await tx
        .insert(parts)
        .values(batch.map(({ row: _row, update: _update, ...values }) => values))
        .onConflictDoUpdate({ target: parts.sku, set: setOnConflict });
      // Written inside the transaction: other sessions see none of it until the commit below.
      await progress?.(i + batch.length, rows.length);
    }
    await tx.update(catalogImports).set({ confirmedAt: new Date(), rows: [] }).where(eq(catalogImports.id, id));
    const updated = rows.filter((r) => r.update).length;
    return { created: rows.length - updated, updated };
  });
}
