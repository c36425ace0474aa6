import type { PartsQuery } from "@shop/contract";
import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { fitCondition } from "./condition.ts";
import { readFitData } from "./fit-data.ts";
import { checkStandards, modelStandards } from "./standards.ts";

/**
 * The catalog's `fits` / `fits.{standard}` filter (issue 32), hooked into the catalog's query
 * (catalog/filters.ts): one condition on `parts`, or none when the query asks for no bike.
 */
export async function fitFilter(db: Db, query: PartsQuery): Promise<SQL | undefined> {
  if (query.fits === undefined && query.fitStandards === undefined) return undefined;
  const data = await readFitData(db);
  const bike =
    query.fits !== undefined
      ? await modelStandards(db, query.fits)
      : checkStandards(query.fitStandards ?? {}, data.standards);
  return fitCondition(bike, data);
}
