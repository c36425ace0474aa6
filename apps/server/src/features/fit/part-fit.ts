import { FITS_MODELS_MAX, type FitAnswer, type FitVerdicts, messages, type Standards } from "@shop/contract";
import { asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bikeModels, parts } from "../../db/schema.ts";
import { NotFound } from "../../shared/domain-errors.ts";
import type { FitData } from "./fit-data.ts";
import { fitDataNow, fitMemory, readFitNow } from "./fit-memory.ts";
import { judge } from "./verdict.ts";

/** At most this many variants of one product are judged with a part (a product has a handful). */
const VARIANTS_MAX = 100;
/** The models looked through, by name, for those a part fits: bounded however long the list. */
const MODELS_SCANNED = 2000;

async function familyOf(db: Db, partId: string) {
  const [part] = await db.select({ familyId: parts.familyId }).from(parts).where(eq(parts.id, partId));
  if (!part) throw new NotFound(messages.partNotFound);
  return db
    .select({ id: parts.id, categoryId: parts.categoryId, specs: parts.specs })
    .from(parts)
    .where(eq(parts.familyId, part.familyId))
    .orderBy(asc(parts.id))
    .limit(VARIANTS_MAX);
}

/** The bike a request names: a model (`bike`), or standards given by hand. */
export type BikeAsked = { bike?: string; standards?: Record<string, string> };

/**
 * The bike as standards and the fit data to judge it by: one statement (the fit version and the
 * model's standards), and the data from memory (decision 0102).
 */
async function judging(db: Db, asked: BikeAsked): Promise<{ bike: Standards; data: FitData }> {
  const now = await readFitNow(db, asked.bike);
  const memory = await fitMemory(db, now);
  return { bike: memory.bikeOf(now, { model: asked.bike, standards: asked.standards }), data: memory.data };
}

/** The verdict on a part against a bike, and on each of its product's variants. */
export async function partFit(db: Db, partId: string, asked: BikeAsked): Promise<FitAnswer> {
  // Read side by side; a bike that is no model is refused before a part that is not there, as one
  // would check the question before looking for the answer.
  const [read, asking] = await Promise.allSettled([familyOf(db, partId), judging(db, asked)]);
  if (asking.status === "rejected") throw asking.reason;
  if (read.status === "rejected") throw read.reason;
  const family = read.value;
  const { bike, data } = asking.value;
  const judged = family.map((v) => ({ id: v.id, ...judge(v, bike, data) }));
  const own = judged.find((v) => v.id === partId) ?? judged[0];
  return {
    verdict: own?.verdict ?? "unknown",
    reasons: own?.reasons ?? [],
    variants: judged.map((v) => ({ _id: v.id, verdict: v.verdict })),
  };
}

/**
 * Several parts judged against one bike (the cart's lines): one read of the parts, one of the
 * fit version. A part that is no more is left out; the rest keep the order asked.
 */
export async function partsFit(db: Db, partIds: string[], asked: BikeAsked): Promise<FitVerdicts> {
  const [rows, { bike, data }] = await Promise.all([
    partIds.length === 0
      ? []
      : db
          .select({ id: parts.id, categoryId: parts.categoryId, specs: parts.specs })
          .from(parts)
          .where(inArray(parts.id, partIds)),
    judging(db, asked),
  ]);
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
