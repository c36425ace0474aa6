import { type ImportPreview, importMessages, PREVIEW_LIST_MAX, PREVIEW_MINUTES } from "@shop/contract";
import type { Db } from "../../../db/client.ts";
import { catalogImports } from "../../../db/schema.ts";
import { InvalidInput } from "../../../shared/domain-errors.ts";
import { brandsBySlug, categoriesBySlug, partsBySku, taxonomyDigest, taxonomyUsedBy } from "./catalog-now.ts";
import { checkRows } from "./check-rows.ts";
import { readColumns } from "./columns.ts";
import { readCsv } from "./read-csv.ts";

const SKU_CELL_MAX = 200;

/**
 * Reads and checks a catalog file and keeps what it would write, with what the catalog looked
 * like, until the owner confirms it (decision 0045). Nothing of the catalog is written here.
 */
export async function previewImport(
  db: Db,
  bytes: Buffer,
  isOwnPicture: (url: string) => boolean,
): Promise<ImportPreview> {
  const [header, ...records] = readCsv(bytes);
  if (!header) throw new InvalidInput(importMessages.noRows);
  const columns = readColumns(header.cells);
  if (records.length === 0) throw new InvalidInput(importMessages.noRows);
  const skuAt = columns.fixed.sku as number;
  const skus = [...new Set(records.map((r) => (r.cells[skuAt] ?? "").trim()).filter((s) => s.length <= SKU_CELL_MAX))];
  // One snapshot for every read, so the digest describes the very taxonomy the rows were checked
  // against, whatever changes meanwhile.
  const { catalog, planned, errors, taxonomy } = await db.transaction(
    async (tx) => {
      const catalog = {
        categories: await categoriesBySlug(tx),
        brands: await brandsBySlug(tx),
        parts: await partsBySku(tx, skus),
        isOwnPicture,
      };
      const checked = checkRows(records, columns, catalog);
      return { catalog, ...checked, taxonomy: await taxonomyDigest(tx, taxonomyUsedBy(checked.planned)) };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  const seen: Record<string, string> = {};
  for (const row of planned) {
    const part = row.update ? catalog.parts.get(row.sku) : undefined;
    if (part) seen[row.sku] = part.digest;
  }
  const [stored] = await db
    .insert(catalogImports)
    .values({ rows: errors.length > 0 ? [] : planned, seen, taxonomy, errorCount: errors.length })
    .returning({ id: catalogImports.id, createdAt: catalogImports.createdAt });
  if (!stored) throw new Error("the preview could not be stored");
  const listed = (update: boolean) =>
    planned
      .filter((r) => r.update === update)
      .slice(0, PREVIEW_LIST_MAX)
      .map(({ row, sku, name }) => ({ row, sku, name }));
  const creates = planned.filter((r) => !r.update).length;
  return {
    id: stored.id,
    rows: records.length,
    creates,
    updates: planned.length - creates,
    errorCount: errors.length,
    errors: errors.slice(0, PREVIEW_LIST_MAX),
    created: listed(false),
    updated: listed(true),
    expiresAt: new Date(stored.createdAt.getTime() + PREVIEW_MINUTES * 60_000).toISOString(),
  };
}
