import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { arrayText, type Db, preparedNamed, rowsOf } from "../../../db/client.ts";
import { type Run, rolledBack, runInOneTransaction } from "../../../db/one-transaction.ts";
import type { Metrics } from "../../../metrics/metrics.ts";
import { SET_MOST, SETS_AT_ONCE, SetQueue } from "../../../shared/set-queue.ts";

/**
 * One order's statement (a single order's or a checkout's write) and the rows it locks: its
 * part or parts, and its account when the statement locks the account's row.
 */
export type OrderWrite = { run: Run; accounts: string[]; parts: string[] };

type Waiting = { write: OrderWrite; answer: (rows: unknown[]) => void; fail: (err: unknown) => void };

/**
 * The orders waiting for the database (decision 0118). An order that finds fewer than
 * SETS_AT_ONCE sets with the database goes at once, alone, as before; the ones that come while
 * those are there wait, and go together when one is answered: their statements one after
 * another, in the order they came, in one transaction and one round trip
 * (`runInOneTransaction`). A busy shop so pays one commit and one exchange with the database for
 * many orders instead of one each, and the orders of one part no longer hold its row through a
 * commit each. Each is still its own statement, deciding from what the ones before it did.
 *
 * A set first locks every account its statements lock, then every part, each in order of ids, as
 * a single order and a checkout do (and the hold sweep, for parts): whatever two sets hold, each
 * waits only for rows after its own, so none waits in a circle. If the database refuses the set,
 * each of its orders goes again alone, so one order's fault is its own.
 */
class OrderSets {
  private readonly queue = new SetQueue<Waiting>(SETS_AT_ONCE, SET_MOST, (set) => this.run(set));

  constructor(
    private readonly db: Db,
    private readonly metrics: Metrics,
  ) {}

  write(write: OrderWrite): Promise<unknown[]> {
    return new Promise((answer, fail) => this.queue.add({ write, answer, fail }));
  }

  private async run(set: Waiting[]) {
    if (set.length > 1) {
      const locks = lockRuns(this.db, set);
      try {
        const rows = await runInOneTransaction(this.db, [...locks, ...set.map((w) => w.write.run)]);
        this.metrics.orderSet("committed", set.length);
        for (const [i, w] of set.entries()) w.answer(rows[locks.length + i] ?? []);
        return;
      } catch (err) {
        // Rolled back: each goes again alone below, so what failed fails for its own order only.
        // Otherwise whether it was committed is not known, and going again could place it twice.
        if (!rolledBack(err)) {
          this.metrics.orderSet("lost", set.length);
          for (const w of set) w.fail(err);
          return;
        }
        this.metrics.orderSet("refused", set.length);
      }
    }
    await Promise.all(
      set.map(async ({ write: { run }, answer, fail }) => {
        try {
          answer(rowsOf(await run.prepared.execute(run.values)));
        } catch (err) {
          fail(err);
        }
      }),
    );
  }
}

/** The set's lock statements: its accounts, then its parts, each in order of ids. */
function lockRuns(db: Db, set: Waiting[]): Run[] {
  const idsOf = (pick: (w: OrderWrite) => string[]) => [...new Set(set.flatMap((w) => pick(w.write)))].sort();
  const accounts = idsOf((w) => w.accounts);
  const locks: Run[] = [];
  if (accounts.length > 0) {
    const lock = preparedNamed(
      db,
      "order_set_accounts",
      () => sql`select from users where id = any(${sql.placeholder("ids")}::uuid[]) order by id for no key update`,
    );
    locks.push({ prepared: lock, values: { ids: arrayText(accounts) } });
  }
  const lock = preparedNamed(
    db,
    "order_set_parts",
    () => sql`select from parts where id = any(${sql.placeholder("ids")}::uuid[]) order by id for update`,
  );
  locks.push({ prepared: lock, values: { ids: arrayText(idsOf((w) => w.parts)) } });
  return locks;
}

const sets = new WeakMap<Db, OrderSets>();

/** Runs an order's statement with the orders that come with it (see OrderSets); answers its rows. */
export function writeOrderTogether(app: FastifyInstance, write: OrderWrite): Promise<unknown[]> {
  let of = sets.get(app.db);
  if (!of) {
    of = new OrderSets(app.db, app.metrics);
    sets.set(app.db, of);
  }
  return of.write(write);
}
