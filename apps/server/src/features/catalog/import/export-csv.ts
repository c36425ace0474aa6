import { Readable } from "node:stream";
import { CATALOG_COLUMNS, OPTION_COLUMN_PREFIX, SPEC_COLUMN_PREFIX } from "@shop/contract";
import { asc, eq, gt, sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../../db/client.ts";
import { brands, categories, parts } from "../../../db/schema.ts";
import { csvCell } from "../../../shared/csv.ts";

/** Rows fetched per round trip: memory stays flat however many parts the shop has. */
const BATCH = 500;

/** The option names parts use and the specification keys categories define, in a stable order. */
async function extraColumns(db: Db) {
  const options = rowsOf<{ name: string }>(
    await db.execute(sql`select distinct jsonb_object_keys(options) as name from parts order by name`),
  ).map((r) => r.name);
  const specs = rowsOf<{ key: string }>(
    await db.execute(sql`select distinct key from spec_definitions order by key`),
  ).map((r) => r.key);
  return { options, specs };
}

const line = (cells: readonly string[]) => `${cells.map(csvCell).join(",")}\r\n`;
const text = (v: number | string | null | undefined) => (v === null || v === undefined ? "" : String(v));

/**
 * The whole catalog in the import's columns, by SKU, one batch at a time after the last SKU of
 * the batch before (the unique index on sku makes each batch one range).
 */
async function* catalogLines(db: Db): AsyncGenerator<string> {
  const { options, specs } = await extraColumns(db);
  yield line([
    ...CATALOG_COLUMNS,
    ...options.map((o) => `${OPTION_COLUMN_PREFIX}${o}`),
    ...specs.map((k) => `${SPEC_COLUMN_PREFIX}${k}`),
  ]);
  let last: string | undefined;
  for (;;) {
    const rows = await db
      .select({ part: parts, category: categories.slug, brand: brands.slug })
      .from(parts)
      .leftJoin(categories, eq(categories.id, parts.categoryId))
      .leftJoin(brands, eq(brands.id, parts.brandId))
      .where(last === undefined ? undefined : gt(parts.sku, last))
      .orderBy(asc(parts.sku))
      .limit(BATCH);
    if (rows.length > 0) {
      yield rows
        .map(({ part: p, category, brand }) =>
          line([
            p.familyId,
            p.sku,
            text(p.mpn),
            p.name,
            p.des,
            p.img,
            text(category),
            text(brand),
            (p.priceCents / 100).toFixed(2),
            String(p.minQuantity),
            String(p.availableQuantity),
            text(p.weightGrams),
            ...options.map((o) => text(p.options[o])),
            ...specs.map((k) => text(p.specs[k])),
          ]),
        )
        .join("");
    }
    if (rows.length < BATCH) return;
    last = rows[rows.length - 1]?.part.sku;
  }
}

/** The catalog as CSV, read from the database only as fast as the client takes it. */
export const catalogCsv = (db: Db) => Readable.from(catalogLines(db));
