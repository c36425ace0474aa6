import { sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../db/client.ts";

export type Series = "invoice" | "credit_note";

/**
 * The next number of the series in this year: the year's counter row, moved on in the caller's
 * transaction. The row stays locked until that transaction ends, and a rolled-back transaction
 * takes its number back with it, so numbers are given without gaps or repeats.
 */
export async function nextNumber(tx: Db, series: Series, year: number): Promise<number> {
  const [row] = rowsOf<{ last_no: number }>(
    await tx.execute(sql`insert into document_counters (series, year, last_no) values (${series}, ${year}, 1)
      on conflict (series, year) do update set last_no = document_counters.last_no + 1
      returning last_no`),
  );
  if (!row) throw new Error(`no ${series} number for ${year}`);
  return Number(row.last_no);
}

/** The year (UTC) and time the caller's transaction is issuing documents at. */
export async function issuingTime(tx: Db): Promise<{ year: number; at: Date }> {
  const [row] = rowsOf<{ at: string | Date }>(await tx.execute(sql`select now() as at`));
  const at = new Date(row?.at ?? Date.now());
  return { year: at.getUTCFullYear(), at };
}

/**
 * Lets one invoice numbering step at a time run, across every server process, so two never take
 * the same queued order: the lock is held until the step's transaction ends. The key is an
 * arbitrary constant of ours. Without `wait`, answers false at once when another step holds it.
 */
export async function lockInvoiceNumbering(tx: Db, wait: boolean): Promise<boolean> {
  if (wait) {
    await tx.execute(sql`select pg_advisory_xact_lock(310001)`);
    return true;
  }
  const [row] = rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(310001) as locked`));
  return row?.locked === true;
}
