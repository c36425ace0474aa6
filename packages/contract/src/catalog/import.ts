import { z } from "zod";
import { idSchema } from "../catalog.ts";

/*
 * The catalog file (issue 28): one row per sellable variant, the columns below, then
 * `option.{Name}` and `spec.{key}` columns as the catalog has them. The import reads it and the
 * export writes it, so a file exported, edited and imported again round-trips.
 */

/** The fixed columns, in the order the export writes them; an import takes them in any order. */
export const CATALOG_COLUMNS = [
  "family",
  "sku",
  "mpn",
  "name",
  "description",
  "picture",
  "category",
  "brand",
  "price",
  "minimum",
  "stock",
  "weight",
] as const;
export type CatalogColumn = (typeof CATALOG_COLUMNS)[number];
export const OPTION_COLUMN_PREFIX = "option.";
export const SPEC_COLUMN_PREFIX = "spec.";

/** The biggest file and the most rows one import takes. */
export const IMPORT_BYTES_MAX = 25 * 1024 * 1024;
export const IMPORT_ROWS_MAX = 50_000;
/** A SKU or MPN: letters, digits and - _ . / inside. */
export const SKU_MAX = 64;
/** How long a preview can be confirmed. */
export const PREVIEW_MINUTES = 60;
/** How many errors and rows of each kind a preview answer lists (the counts are whole). */
export const PREVIEW_LIST_MAX = 200;

export const importMessages = {
  fileMissing: "Send the catalog as a CSV file in the multipart field 'file'",
  tooLarge: `The file is larger than ${IMPORT_BYTES_MAX / 1024 / 1024} MB: split it into smaller files`,
  tooManyRows: `The file has more than ${IMPORT_ROWS_MAX.toLocaleString("en-US")} rows: split it into smaller files`,
  notCsv: (reason: string) => `The file is not a CSV file this shop can read: ${reason}`,
  noRows: "The file has a header but no rows",
  missingColumns: (names: readonly string[]) => `The file has no column ${names.join(", ")}`,
  unknownColumn: (name: string) =>
    `The column ${name} is not one of ${CATALOG_COLUMNS.join(", ")}, option.{Name} or spec.{key}`,
  repeatedColumn: (name: string) => `The column ${name} appears twice`,
  required: "is required",
  unknownCategory: (slug: string) => `No category has the slug ${slug}`,
  unknownBrand: (slug: string) => `No brand has the slug ${slug}`,
  duplicateSku: (row: number) => `The same SKU is on row ${row}`,
  badSku: `A SKU is letters, digits and - _ . / inside, at most ${SKU_MAX} characters`,
  badMpn: `An MPN is letters, digits and - _ . / inside, at most ${SKU_MAX} characters`,
  badPrice: "must be a price in dollars, such as 49.99",
  badWhole: (min: number, max: number) => `must be a whole number from ${min} to ${max.toLocaleString("en-US")}`,
  familyDiffers: (column: string, row: number) =>
    `differs from row ${row} of the same family: a product's ${column} is the same on all its variants`,
  badOption: "An option value is one line of at most 60 characters",
  previewMissing: "No such preview: upload the file again",
  previewExpired: `This preview is older than ${PREVIEW_MINUTES} minutes: upload the file again`,
  previewHasErrors: "This preview has rows with errors: fix them and upload the file again",
  previewUsed: "This preview has already been imported",
  catalogChanged:
    "The catalog changed since this preview (a part, category, brand or specification): upload the file again to see what would be written now",
  writeFailed: "Writing the catalog failed, so none of the file was written: try the import again",
};

export const importErrorSchema = z.object({
  row: z.number().int().describe("The row of the file, the header being row 1"),
  column: z.string().describe("The column's name as in the header; empty for a fault of the whole row"),
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

const previewRowSchema = z.object({ row: z.number().int(), sku: z.string(), name: z.string() });
export type PreviewRow = z.infer<typeof previewRowSchema>;

export const importPreviewSchema = z.object({
  id: idSchema.describe("Confirm with POST /api/catalog/imports/{id}/confirm"),
  rows: z.number().int().describe("Rows read, the header aside"),
  creates: z.number().int().describe("Rows whose SKU is new: parts to add"),
  updates: z.number().int().describe("Rows whose SKU the shop has: parts to change"),
  errorCount: z.number().int(),
  errors: z.array(importErrorSchema).describe(`The first ${PREVIEW_LIST_MAX} errors, by row`),
  created: z.array(previewRowSchema).describe(`The first ${PREVIEW_LIST_MAX} parts to add`),
  updated: z.array(previewRowSchema).describe(`The first ${PREVIEW_LIST_MAX} parts to change`),
  expiresAt: z.string().describe("After this, the preview cannot be confirmed"),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/**
 * A confirm asked with `Accept: application/x-ndjson` streams its progress (decision 0051): once
 * the preview is found still true, one line per batch of rows written, then the result, or the
 * reason nothing was written. Each line is one JSON object.
 */
export const IMPORT_PROGRESS_TYPE = "application/x-ndjson";
export const importProgressLineSchema = z.union([
  z.object({ written: z.number().int(), total: z.number().int() }).describe("Rows written so far, of all"),
  z.object({ result: importResultSchema }).describe("The last line: every row was written"),
  z.object({ message: z.string() }).describe("The last line: nothing was written, and why"),
]);
export type ImportProgressLine = z.infer<typeof importProgressLineSchema>;
