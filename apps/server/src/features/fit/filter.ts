import type { PartsQuery } from "@shop/contract";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { parts } from "../../db/schema.ts";
import { fittingClasses, readFitClasses } from "./fit-classes.ts";
import { readFitData } from "./fit-data.ts";
import { checkStandards, modelStandards } from "./standards.ts";

/**
 * The catalog's `fits` / `fits.{standard}` filter (issue 32), hooked into the catalog's query
 * (catalog/filters.ts): the parts of the fitting classes, one index range each (decision 0090),
 * or no condition when the query asks for no bike.
 */
export async function fitFilter(db: Db, query: PartsQuery): Promise<SQL | undefined> {
  if (query.fits === undefined && query.fitStandards === undefined) return undefined;
  // One round trip: the rules, the model's standards and the classes are read side by side.
  const [data, model, classes] = await Promise.all([
    readFitData(db),
    query.fits === undefined ? undefined : modelStandards(db, query.fits),
    readFitClasses(db),
  ]);
  const bike = model ?? checkStandards(query.fitStandards ?? {}, data.standards);
  const ids = fittingClasses(classes, bike, data);
  if (ids.length === 0) return sql`false`;
  // One array parameter however many classes fit; the ids are integers read from the database.
  return sql`${parts.fitClassId} = any(${`{${ids.join(",")}}`}::int[])`;
}
