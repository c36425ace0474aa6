import { fitMessages, type Standards } from "@shop/contract";
import { type SQL, sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../db/client.ts";
import { InvalidInput } from "../../shared/domain-errors.ts";
import { keepBounded, readAgain } from "../../shared/read-again.ts";
import { type FitClass, fittingClasses } from "./fit-classes.ts";
import { type FitData, type FitTables, fitDataOf, fitTables } from "./fit-data.ts";
import { checkStandards } from "./standards.ts";

/*
 * The fit data and the fit classes, kept in this process while the database says they are
 * unchanged, and the classes that fit each bike asked for lately (decision 0102). Every request
 * reads where the database is (the fit version and the number of classes, with the model's
 * standards) in a statement it runs anyway; the memory is used only when it is at least that
 * far, so it is never behind a committed change, whichever process made it.
 */

/**
 * Bikes whose fitting classes are kept, by their standards (a model and the same bike entered by
 * hand share one), and models whose standards are kept: some 0.5 kB each, so about 2 MB in all.
 */
const BIKES_KEPT = 2000;

/**
 * Where the fit data is: the version triggers raise on every write to the rules, standards,
 * categories and specification definitions, and the number of fit classes, which are only
 * added (a removal raises the version). A later snapshot never has a smaller one of either.
 */
type FitToken = { v: number; classes: number };
/** The token, and the named model's standards (null: no such model). */
export type FitNow = FitToken & { standards?: Standards | null };

const atLeast = (have: FitToken, want: FitToken) =>
  have.v > want.v || (have.v === want.v && have.classes >= want.classes);

/** The token and the model's standards as one JSON column, for a statement run anyway. */
export function fitNowColumn(modelId?: string): SQL {
  const model =
    modelId === undefined ? sql`` : sql`, 'standards', (select standards from bike_models where id = ${modelId}::uuid)`;
  return sql`json_build_object('v', (select v from fit_version), 'classes', (select count(*) from fit_classes)${model})`;
}

/** The token (and a model's standards) read in a statement of its own. */
export async function readFitNow(db: Db, modelId?: string): Promise<FitNow> {
  const [row] = rowsOf<{ now: FitNow }>(await db.execute(sql`select ${fitNowColumn(modelId)} as now`));
  if (!row) throw new Error("the fit version's read answered no row");
  return row.now;
}

export type FitMemory = {
  token: FitToken;
  data: FitData;
  /** The classes whose parts fit the bike, judged once per bike while kept. */
  fitting(bike: Standards): readonly FitClass[];
  /** The bike a request names: the model read with the token, or standards given by hand, checked. */
  bikeOf(now: FitNow, asked: Asked): Standards;
  /**
   * The bike a request names as far as this memory can tell without the database: a model read
   * lately (its standards as they were then), or standards by hand that check against the
   * standards kept. Undefined when it cannot tell; never refuses.
   */
  keptBike(asked: Asked): Standards | undefined;
  /**
   * Whether what a statement read of `fitNowColumn` (the database's token and the model's
   * standards, in the same snapshot as the rows) says that this memory and `bike` were current.
   */
  holds(now: FitNow, bike: Standards): boolean;
};
type Asked = { model?: string; standards?: Record<string, string> };

/** One text per bike, whatever the order of its standards. */
const bikeKey = (bike: Standards) =>
  JSON.stringify(Object.entries(bike).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

async function load(db: Db): Promise<FitMemory> {
  const [row] = rowsOf<FitTables & { token: FitToken; classes: FitClass[] }>(
    await db.execute(sql`select ${fitNowColumn()} as token, ${fitTables},
      (select coalesce(json_agg(json_build_object('id', id, 'categoryId', category_id::text, 'specs', specs)), '[]')
        from fit_classes) as classes`),
  );
  if (!row) throw new Error("the fit data's read answered no row");
  const data = fitDataOf(row);
  const { classes } = row;
  // Least recently asked first (read-again.ts): the bikes' fitting classes, and the models'
  // standards as last read.
  const kept = new Map<string, readonly FitClass[]>();
  const models = new Map<string, Standards>();
  return {
    token: row.token,
    data,
    fitting(bike) {
      const key = bikeKey(bike);
      let fitting = readAgain(kept, key);
      if (!fitting) {
        fitting = fittingClasses(classes, bike, data);
        keepBounded(kept, key, fitting, BIKES_KEPT);
      }
      return fitting;
    },
    bikeOf(now, asked) {
      if (asked.model === undefined) return checkStandards(asked.standards ?? {}, data.standards);
      if (!now.standards) throw new InvalidInput(fitMessages.unknownBike(asked.model));
      keepBounded(models, asked.model, now.standards, BIKES_KEPT);
      return now.standards;
    },
    keptBike(asked) {
      if (asked.model !== undefined) return readAgain(models, asked.model);
      try {
        return checkStandards(asked.standards ?? {}, data.standards);
      } catch {
        // A standard this memory does not know may be one added since: the database decides.
        return undefined;
      }
    },
    holds(now, bike) {
      return (
        atLeast(row.token, now) &&
        (now.standards === undefined || (now.standards !== null && bikeKey(now.standards) === bikeKey(bike)))
      );
    },
  };
}

type Kept = { memory?: FitMemory; loading?: Promise<FitMemory> };
/** Per database handle: tests run several apps, each on a database of its own, in one process. */
const keptBy = new WeakMap<Db, Kept>();

/** The memory this process keeps for the database, however far it is; none before the first load. */
export const keptFitMemory = (db: Db): FitMemory | undefined => keptBy.get(db)?.memory;

/** The memory, at least as far as `now`: kept, or loaded again (one load at a time). */
export async function fitMemory(db: Db, now: FitToken): Promise<FitMemory> {
  let kept = keptBy.get(db);
  if (!kept) {
    kept = {};
    keptBy.set(db, kept);
  }
  if (kept.memory && atLeast(kept.memory.token, now)) return kept.memory;
  const here = kept;
  here.loading ??= load(db)
    .then((loaded) => {
      if (!here.memory || atLeast(loaded.token, here.memory.token)) here.memory = loaded;
      return loaded;
    })
    .finally(() => {
      here.loading = undefined;
    });
  const loaded = await here.loading;
  // A load already under way may have read before the change this request has seen: load again.
  return atLeast(loaded.token, now) ? loaded : fitMemory(db, now);
}

/** The fit data as it is now: one statement, and a load only after a change. */
export async function fitDataNow(db: Db): Promise<FitData> {
  return (await fitMemory(db, await readFitNow(db))).data;
}
