import type { CatalogHook } from "../catalog/index.ts";
import { type FitNow, fitMemory, fitNowColumn, keptFitMemory } from "./fit-memory.ts";

/**
 * The catalog's `fits` / `fits.{standard}` filter (issue 32), hooked into the catalog's query
 * (catalog/filters.ts): the fit classes that fit, whose parts the catalog keeps (decision 0090),
 * or none when the query asks for no bike. They come from this process's memory, judged again
 * only after a change or for a bike not asked for lately (decision 0102). Where the memory knows
 * the bike, the catalog's own read checks that it was current (decision 0114); otherwise the fit
 * version and the model's standards are read first, in a small statement of their own.
 */
export const fitFilter: CatalogHook = {
  guess(db, query) {
    if (query.fits === undefined && query.fitStandards === undefined) return undefined;
    const memory = keptFitMemory(db);
    const bike = memory?.keptBike({ model: query.fits, standards: query.fitStandards });
    if (!memory || !bike) return undefined;
    return {
      fitting: memory.fitting(bike),
      check: { column: fitNowColumn(query.fits), holds: (read) => memory.holds(read as FitNow, bike) },
    };
  },
  read: (query) =>
    query.fits === undefined && query.fitStandards === undefined ? undefined : fitNowColumn(query.fits),
  async fitting(db, query, read) {
    if (read === undefined) return undefined;
    const now = read as FitNow;
    const memory = await fitMemory(db, now);
    return memory.fitting(memory.bikeOf(now, { model: query.fits, standards: query.fitStandards }));
  },
};
