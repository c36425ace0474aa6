import {
  BIKE_COLUMNS,
  BIKE_IMPORT_ROWS_MAX,
  type BikeImportPreview,
  bikeImportMessages as m,
  type Standards,
} from "@shop/contract";
import { eq, sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../db/client.ts";
import { bikeImports, bikeModels } from "../../db/schema.ts";
import { Conflict, DomainError, InvalidInput, NotFound } from "../../shared/domain-errors.ts";
import { readCsv } from "../catalog/index.ts";
import { readFitData } from "./fit-data.ts";
import { checkStandards } from "./standards.ts";

/*
 * The owner's bike model file (issue 32), previewed then confirmed as the catalog's is (decision
 * 0045): the file is read with the catalog's CSV reader, every row checked (errors named by row
 * and column), and the rows kept with a digest of each model they would change and of the
 * standards; the confirm writes all of them in one transaction, or nothing if anything changed.
 */

const PREVIEW_MINUTES = 60;
const LIST_MAX = 200;
const TEXT_MAX = 100;
const BATCH = 1000;

type PlannedRow = { row: number; brand: string; model: string; year: number; standards: Standards; update: boolean };
type RowError = { row: number; column: string; message: string };

/** A model's key in the preview: its brand, model and year as JSON (no separator can be mistaken). */
const keyOf = (brand: string, model: string, year: number) => JSON.stringify([brand, model, year]);
const nameOf = (r: { brand: string; model: string; year: number }) => `${r.brand} ${r.model} ${r.year}`;

/** A digest of the standards' keys, kinds and choices: what the rows were checked against. */
async function standardsDigest(db: Db) {
  const [row] = rowsOf<{ digest: string }>(
    await db.execute(sql`select md5(coalesce(string_agg(key || ':' || kind || ':' || coalesce(choices::text, ''), ',' order by key), '')) as digest
      from bike_standards`),
  );
  return row?.digest ?? "";
}

/** Each named model's digest (its standards), by key. */
async function modelsNow(db: Db, keys: { brand: string; model: string; year: number }[], lock = false) {
  const found = new Map<string, string>();
  for (let i = 0; i < keys.length; i += BATCH) {
    const slice = keys.slice(i, i + BATCH);
    const rows = rowsOf<{ brand: string; model: string; year: number; digest: string }>(
      await db.execute(sql`select brand, model, year, md5(standards::text) as digest from bike_models
        where (brand, model, year) in (${sql.join(
          slice.map((k) => sql`(${k.brand}, ${k.model}, ${k.year}::int)`),
          sql`, `,
        )}) ${lock ? sql`for update` : sql``}`),
    );
    for (const r of rows) found.set(keyOf(r.brand, r.model, r.year), r.digest);
  }
  return found;
}

export async function previewBikeImport(db: Db, bytes: Buffer): Promise<BikeImportPreview> {
  const [header, ...records] = readCsv(bytes);
  if (!header) throw new InvalidInput(m.noRows);
  if (records.length === 0) throw new InvalidInput(m.noRows);
  if (records.length > BIKE_IMPORT_ROWS_MAX) throw new InvalidInput(m.tooManyRows);
  const data = await readFitData(db);
  const names = header.cells.map((c) => c.trim());
  const seenColumn = new Set<string>();
  for (const name of names) {
    if (seenColumn.has(name)) throw new InvalidInput(m.repeatedColumn(name));
    seenColumn.add(name);
    if (!(BIKE_COLUMNS as readonly string[]).includes(name) && !data.standards.has(name))
      throw new InvalidInput(m.unknownColumn(name));
  }
  const missing = BIKE_COLUMNS.filter((c) => !seenColumn.has(c));
  if (missing.length > 0) throw new InvalidInput(m.missingColumns(missing));
  const at = (name: string) => names.indexOf(name);

  const errors: RowError[] = [];
  const planned: Omit<PlannedRow, "update">[] = [];
  const firstRow = new Map<string, number>();
  for (const { row, cells } of records) {
    const cell = (name: string) => (cells[at(name)] ?? "").trim();
    const fault = (column: string, message: string) => errors.push({ row, column, message });
    const before = errors.length;
    const brand = cell("brand");
    const model = cell("model");
    for (const [column, value] of [
      ["brand", brand],
      ["model", model],
    ] as const) {
      if (!value) fault(column, `${column} ${m.required}`);
      else if (value.length > TEXT_MAX) fault(column, `${column} ${m.textTooLong(TEXT_MAX)}`);
      else if (/\p{Cc}/u.test(value)) fault(column, `${column} ${m.controlCharacters}`);
    }
    const yearText = cell("year");
    const year = /^\d{4}$/.test(yearText) ? Number(yearText) : Number.NaN;
    if (!(year >= 1900 && year <= 2100)) fault("year", `year ${m.badYear}`);
    const standards: Standards = {};
    for (const name of names) {
      if ((BIKE_COLUMNS as readonly string[]).includes(name) || cell(name) === "") continue;
      try {
        Object.assign(standards, checkStandards({ [name]: cell(name) }, data.standards));
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        fault(name, err.message);
      }
    }
    if (errors.length > before) continue;
    const key = keyOf(brand, model, year);
    const first = firstRow.get(key);
    if (first !== undefined) {
      fault("", m.duplicate(first));
      continue;
    }
    firstRow.set(key, row);
    planned.push({ row, brand, model, year, standards });
  }
  const [existing, digest] = await Promise.all([modelsNow(db, planned), standardsDigest(db)]);
  const rows: PlannedRow[] = planned.map((r) => ({ ...r, update: existing.has(keyOf(r.brand, r.model, r.year)) }));
  const seen: Record<string, string> = {};
  for (const r of rows) {
    const d = existing.get(keyOf(r.brand, r.model, r.year));
    if (d) seen[keyOf(r.brand, r.model, r.year)] = d;
  }
  const [stored] = await db
    .insert(bikeImports)
    .values({ rows: errors.length > 0 ? [] : rows, seen, standards: digest, errorCount: errors.length })
    .returning({ id: bikeImports.id, createdAt: bikeImports.createdAt });
  if (!stored) throw new Error("the preview could not be stored");
  const listed = (update: boolean) =>
    rows
      .filter((r) => r.update === update)
      .slice(0, LIST_MAX)
      .map((r) => ({ row: r.row, name: nameOf(r) }));
  const creates = rows.filter((r) => !r.update).length;
  return {
    id: stored.id,
    rows: records.length,
    creates,
    updates: rows.length - creates,
    errorCount: errors.length,
    errors: errors.slice(0, LIST_MAX),
    created: listed(false),
    updated: listed(true),
    expiresAt: new Date(stored.createdAt.getTime() + PREVIEW_MINUTES * 60_000).toISOString(),
  };
}

export async function confirmBikeImport(db: Db, id: string) {
  return db.transaction(async (tx) => {
    const [stored] = await tx.select().from(bikeImports).where(eq(bikeImports.id, id)).for("update");
    if (!stored) throw new NotFound(m.previewMissing);
    if (stored.confirmedAt) throw new Conflict(m.previewUsed);
    if (stored.errorCount > 0) throw new Conflict(m.previewHasErrors);
    if (Date.now() - stored.createdAt.getTime() > PREVIEW_MINUTES * 60_000) throw new Conflict(m.previewExpired);
    if ((await standardsDigest(tx)) !== stored.standards) throw new Conflict(m.changed);
    const rows = stored.rows as PlannedRow[];
    const now = await modelsNow(tx, rows, true);
    for (const r of rows) {
      const key = keyOf(r.brand, r.model, r.year);
      if (r.update ? now.get(key) !== stored.seen[key] : now.has(key)) throw new Conflict(m.changed);
    }
    for (let i = 0; i < rows.length; i += BATCH) {
      await tx
        .insert(bikeModels)
        .values(
          rows.slice(i, i + BATCH).map(({ brand, model, year, standards }) => ({ brand, model, year, standards })),
        )
        .onConflictDoUpdate({
          target: [bikeModels.brand, bikeModels.model, bikeModels.year],
          set: { standards: sql.raw("excluded.standards") },
        });
    }
    await tx.update(bikeImports).set({ confirmedAt: new Date(), rows: [] }).where(eq(bikeImports.id, id));
    const updated = rows.filter((r) => r.update).length;
    return { created: rows.length - updated, updated };
  });
}
