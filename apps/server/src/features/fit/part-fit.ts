import { FITS_MODELS_MAX, type FitAnswer, type FitVerdicts, messages } from "@shop/contract";
import { asc, eq, gt, type SQL, sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../db/client.ts";
import { bikeModels, parts } from "../../db/schema.ts";
import { NotFound } from "../../shared/domain-errors.ts";
import { type FitNow, fitDataNow, fitMemory, fitNowColumn } from "./fit-memory.ts";
import { judge } from "./verdict.ts";

/** At most this many variants of one product are judged with a part (a product has a handful). */
const VARIANTS_MAX = 100;
/** The models looked through, by name, for those a part fits: bounded however long the list. */
const MODELS_SCANNED = 2000;

/** The bike a request names: a model (`bike`), or standards given by hand. */
export type BikeAsked = { bike?: string; standards?: Record<string, string> };

type Row = { id: string; categoryId: string | null; specs: Record<string, number | string> };

/**
 * The parts `rows` selects (id, category_id, specs) with the bike as standards and the fit data
 * to judge them by, in one statement: the parts beside the fit version and the model's standards,
 * the data from memory (decision 0102). A bike that is no model is refused whatever the parts.
 */
async function judging(db: Db, asked: BikeAsked, rows: SQL) {
  const read = rowsOf<{ now: FitNow } & (Row | { [K in keyof Row]: null })>(
    await db.execute(sql`select n.now, r.id::text, r.category_id::text as "categoryId", r.specs
      from (select ${fitNowColumn(asked.bike)} as now) n left join lateral (${rows}) r on true order by r.id`),
  );
  const now = read[0]?.now;
  if (!now) throw new Error("the fit version's read answered no row");
  const memory = await fitMemory(db, now);
  return {
    bike: memory.bikeOf(now, { model: asked.bike, standards: asked.standards }),
    data: memory.data,
    parts: read.filter((r): r is { now: FitNow } & Row => r.id !== null),
  };
}

/** The verdict on a part against a bike, and on each of its product's variants. */
export async function partFit(db: Db, partId: string, asked: BikeAsked): Promise<FitAnswer> {
  const {
    bike,
    data,
    parts: family,
  } = await judging(
    db,
    asked,
    sql`select id, category_id, specs from parts
      where family_id = (select family_id from parts where id = ${partId}::uuid) order by id limit ${VARIANTS_MAX}`,
  );
  if (family.length === 0) throw new NotFound(messages.partNotFound);
  const judged = family.map((v) => ({ id: v.id, ...judge(v, bike, data) }));
  const own = judged.find((v) => v.id === partId) ?? judged[0];
  return {
    verdict: own?.verdict ?? "unknown",
    reasons: own?.reasons ?? [],
    variants: judged.map((v) => ({ _id: v.id, verdict: v.verdict })),
  };
}

/**
 * Several parts judged against one bike (the cart's lines), read in one statement with the fit
 * version. A part that is no more is left out; the rest keep the order asked.
 */
export async function partsFit(db: Db, partIds: string[], asked: BikeAsked): Promise<FitVerdicts> {
  const {
    bike,
    data,
    parts: rows,
  } = await judging(
    db,
    asked,
    sql`select id, category_id, specs from parts where id = any(${sql.param(partIds)}::uuid[])`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return partIds.flatMap((id) => {
    const part = byId.get(id);
    return part ? [{ _id: id, ...judge(part, bike, data) }] : [];
  });
}

/**
 * The bike models a part fits, by name, at most FITS_MODELS_MAX (a part page's structured data):
 * judged in JavaScript over a bounded scan of the list, read a page at a time.
 */
export async function modelsFitting(db: Db, partId: string) {
  const [part] = await db
    .select({ categoryId: parts.categoryId, specs: parts.specs })
    .from(parts)
    .where(eq(parts.id, partId));
  if (!part) throw new NotFound(messages.partNotFound);
  const data = await fitDataNow(db);
  if (part.categoryId === null || data.rulesOf(part.categoryId).length === 0) return [];
  const found: { _id: string; brand: string; model: string; year: number }[] = [];
  let after: { text: string; id: string } | undefined;
  for (let scanned = 0; scanned < MODELS_SCANNED && found.length < FITS_MODELS_MAX; ) {
    const rows = await db
      .select()
      .from(bikeModels)
      .where(after && gt(sql`(${bikeModels.searchText}, ${bikeModels.id})`, sql`(${after.text}, ${after.id}::uuid)`))
      .orderBy(asc(bikeModels.searchText), asc(bikeModels.id))
      .limit(200);
    if (rows.length === 0) break;
    scanned += rows.length;
    for (const m of rows) {
      if (found.length < FITS_MODELS_MAX && judge(part, m.standards, data).verdict === "fits")
        found.push({ _id: m.id, brand: m.brand, model: m.model, year: m.year });
    }
    const last = rows.at(-1);
    after = last && { text: last.searchText, id: last.id };
  }
  return found;
}
