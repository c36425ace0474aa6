import type { CatalogHook } from "../catalog/index.ts";
import { type FitNow, fitMemory, fitNowColumn } from "./fit-memory.ts";

/**
 * The catalog's `fits` / `fits.{standard}` filter (issue 32), hooked into the catalog's query
 * (catalog/filters.ts): the fit classes that fit, whose parts the catalog keeps (decision 0090),
 * or none when the query asks for no bike. The fit version and the model's standards are read in
 * the catalog's own look-up statement; the classes that fit come from this process's memory,
 * judged again only after a change or for a bike not asked for lately (decision 0102).
 */
export const fitFilter: CatalogHook = {
  read: (query) =>
    query.fits === undefined && query.fitStandards === undefined ? undefined : fitNowColumn(query.fits),
  async fitting(db, query, read) {
    if (read === undefined) return undefined;
    const now = read as FitNow;
    const memory = await fitMemory(db, now);
    return memory.fitting(memory.bikeOf(now, { model: query.fits, standards: query.fitStandards }));
  },
};
