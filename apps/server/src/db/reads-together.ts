import type pg from "pg";
import { SET_MOST, SETS_AT_ONCE, SetQueue } from "../shared/set-queue.ts";
import { type Statement, statementsOnPool } from "./one-transaction.ts";

type Waiting = { statement: Statement; answer: (result: { rows: unknown[] }) => void; fail: (err: unknown) => void };

/**
 * A node-postgres client for drizzle whose queries go to the database with the ones that come
 * meanwhile (decision 0125): a read that finds fewer than SETS_AT_ONCE sets out goes at once,
 * alone; the ones that come while they are out go together when one is answered, in one write and
 * one round trip (their statements one after another before one Sync). On a busy shop each
 * separate round trip cost the server more than its statement's work (its own socket write and
 * read, and waking a database backend on a shared core): the cart's checkout read in one and wrote
 * in another, where a single order only writes, with the others.
 *
 * For selects of drizzle's query builder only (rows as arrays): every statement of a set must ask
 * its rows in the same form. If the database refuses a set, each of its reads goes again alone, so
 * one read's error is its own.
 */
export class ReadsTogether {
  private readonly queue = new SetQueue<Waiting>(SETS_AT_ONCE, SET_MOST, (set) => this.run(set));

  constructor(private readonly pool: pg.Pool) {}

  query(config: Statement["config"] & { text: string }, values: unknown[]): Promise<{ rows: unknown[] }> {
    if (config.rowMode !== "array") throw new Error("only selects drawn by drizzle's query builder are read together");
    return new Promise((answer, fail) =>
      this.queue.add({ statement: { text: config.text, config, values }, answer, fail }),
    );
  }

  private async run(set: Waiting[]) {
    if (set.length > 1) {
      try {
        const rows = await statementsOnPool(
          this.pool,
          set.map((w) => w.statement),
        );
        for (const [i, w] of set.entries()) w.answer({ rows: rows[i] ?? [] });
        return;
      } catch {
        // A read changes nothing: refused or cut off, each goes again alone below.
      }
    }
    await Promise.all(
      set.map(async ({ statement: { config, values }, answer, fail }) => {
        try {
          answer(await this.pool.query(config as pg.QueryConfig, values));
        } catch (err) {
          fail(err);
        }
      }),
    );
  }
}
