import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { type Db, rowsOf } from "../../../db/client.ts";
import { repeatWhileOpen } from "../../../shared/repeat.ts";

/**
 * Adds the units in `part_sales` to their parts' `sold_units` and takes them out, in one
 * statement (decision 0121): a row inserted meanwhile is not seen, and waits for the next fold;
 * two processes folding at once take the same rows one after the other, and the second finds them
 * gone, so a unit is counted once. The parts are locked in id order, as checkout, refunds and the
 * hold sweep lock them, so a fold and an order never wait on each other in a circle. A part
 * deleted since has nothing to add to. Answers the parts whose count changed.
 */
export async function foldSales(db: Db): Promise<string[]> {
  const result = await db.execute(sql`
    with gone as (delete from part_sales returning part_id, units),
    sold as (select part_id, sum(units)::int as units from gone group by part_id),
    locked as (select p.id from parts p join sold on p.id = sold.part_id order by p.id for update of p)
    update parts set sold_units = parts.sold_units + sold.units
    from sold join locked on locked.id = sold.part_id
    where parts.id = sold.part_id
    returning parts.id`);
  const folded = rowsOf<{ id: string }>(result).map((r) => r.id);
  // The embedded database has no autovacuum: the rows just deleted would stay in the table, and
  // each fold would read them all again.
  if (folded.length > 0) await db.execute(sql`vacuum part_sales`);
  return folded;
}

/** Folds, and forgets the cached answers that showed those parts: the best-sellers' order may have changed. */
export async function countSales(app: FastifyInstance) {
  app.publicCache.forgetParts(await foldSales(app.db));
}

/** Counts the units sold every `everyMs` in this process; every process does. Stops when the app closes. */
export function startSalesFold(app: FastifyInstance, everyMs: number) {
  repeatWhileOpen(app, everyMs, () => countSales(app), "units sold could not be counted this time");
}
