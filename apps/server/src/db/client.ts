import { createHash } from "node:crypto";
import path from "node:path";
import { is, SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { migrationsDir as migrationsFolder } from "../paths.ts";
import { ReadsTogether } from "./reads-together.ts";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * The rows of a raw statement's result, typed as its select list says. PGlite and node-postgres
 * both answer `{ rows }`; anything else is a bug, said at once rather than read as no rows.
 */
export function rowsOf<Row>(result: unknown): Row[] {
  const rows = (result as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(rows)) throw new Error("a raw statement answered without rows");
  return rows as Row[];
}

/**
 * A PostgreSQL array's text, for ids and counts (no quoting needed), passed as one parameter: a
 * JavaScript array in drizzle's `sql` would become a list of parameters.
 */
export const arrayText = (values: (string | number | null)[]) => `{${values.map((v) => v ?? "NULL").join(",")}}`;

export type Prepared = ReturnType<Db["_"]["session"]["prepareQuery"]>;
const preparedOf = new WeakMap<Db, Map<string, unknown>>();
const dialect = new PgDialect();

/**
 * A statement whose text changes only with `name`, drawn into SQL once per database (decision
 * 0104: drawing drizzle's templates again for every order took about 6 % of the server's CPU) and
 * prepared under its name, so each PostgreSQL connection parses it once and, after its first few
 * runs, plans it no more. PGlite ignores the name. Its values are `sql.placeholder`s. `make`
 * answers raw SQL (its rows answered as they come) or a query builder's `.prepare(name)`.
 */
export function preparedNamed(db: Db, name: string, make: () => SQL): Prepared;
export function preparedNamed<P extends { execute: unknown }>(db: Db, name: string, make: () => P): P;
export function preparedNamed<P>(db: Db, name: string, make: () => SQL | P): P {
  const ofDb = preparedOf.get(db) ?? new Map<string, unknown>();
  preparedOf.set(db, ofDb);
  let prepared = ofDb.get(name) as P | undefined;
  if (!prepared) {
    const made = make();
    prepared = is(made, SQL)
      ? (db._.session.prepareQuery(dialect.sqlToQuery(made), undefined, name, false) as P)
      : (made as P);
    ofDb.set(name, prepared);
  }
  return prepared;
}

/**
 * How many statement texts `namedByText` names per process. Each name is a statement (and, once
 * chosen, a generic plan) kept by every PostgreSQL connection that ran it, for the connection's
 * life; node-postgres cannot take one back. The catalog's reads have a few dozen shapes; a client
 * asking ever new ones gets its statements run unnamed past this many, as before.
 */
export const NAMED_TEXTS_MAX = 100;
const nameOfText = new Map<string, string>();

/**
 * A statement named after its own text (decision 0111), for reads whose text follows the shape
 * of a request and not its values (the catalog's page, facet counts and search): each PostgreSQL
 * connection then parses it once and, after its first few runs, stops planning it. Unnamed, the
 * catalog's page cost the database three times as much: most of it parsing and planning a
 * statement that ran in a third of a millisecond. `prepared` is drizzle's unnamed prepared query
 * (`.prepare("")`, or `preparedRaw`); on PGlite, which keeps no statements, it is left as it is.
 */
export function namedByText<P>(prepared: P): P {
  // node-postgres's prepared query sends these configs; its name is set when it is made.
  const configs = prepared as { queryConfig?: { name?: string; text: string }; rawQueryConfig?: { name?: string } };
  const { queryConfig, rawQueryConfig } = configs;
  if (queryConfig?.text === undefined || !rawQueryConfig) return prepared;
  const text = queryConfig.text;
  let name = nameOfText.get(text);
  if (name === undefined && nameOfText.size < NAMED_TEXTS_MAX) {
    name = `t_${createHash("sha256").update(text).digest("base64url").slice(0, 24)}`;
    nameOfText.set(text, name);
  }
  if (name !== undefined) {
    queryConfig.name = name;
    rawQueryConfig.name = name;
  }
  return prepared;
}

/**
 * A constant piece of SQL (columns, joins) drawn into text once, for statements drawn on every
 * request: drizzle walks a template's every chunk each time it draws it (decision 0104), and a
 * catalog page's shown columns were most of that walk. It holds no values: they would be lost.
 */
export function drawnOnce(piece: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(piece);
  if (params.length > 0) throw new Error("a piece of SQL drawn once cannot hold values");
  return sql.raw(text);
}

/** Raw SQL as an unnamed prepared query, for `namedByText`; `.execute()` answers `{ rows }`. */
export const preparedRaw = (db: Db, statement: SQL) =>
  db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, "", false);

/** How many rows a raw statement changed: node-postgres says `rowCount`, PGlite `affectedRows`. */
export function changedCount(result: unknown): number {
  const { rowCount, affectedRows } = (result ?? {}) as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
}
export type Database = {
  db: Db;
  /**
   * PostgreSQL only: the same database, its selects sent with the others that come meanwhile, in
   * one round trip (decision 0125). For a busy read on its own, outside any transaction.
   */
  readsTogether?: Db;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Runs `task` while no other server process on this database runs one (start-up work). */
  exclusively<T>(task: () => Promise<T>): Promise<T>;
  /**
   * Tells every server process on this database, this one included, that `channel` happened,
   * with an optional short `payload` (under 8,000 bytes). A listener called without a payload
   * may have missed messages (a broken connection) and must assume the worst.
   */
  publish(channel: string, payload?: string): Promise<void>;
  subscribe(channel: string, listener: (payload?: string) => void): Promise<void>;
  /** Embedded database only: writes a point-in-time copy of its files to `file`, a tar PGlite loads. */
  snapshot?: (file: string) => Promise<void>;
  /** PostgreSQL only: the pool's connections now, and a listener told how long each query waited for one. */
  pool?: { use(): PoolUse; onWait(listener: (seconds: number) => void): void };
};
export type PoolUse = { open: number; idle: number; waiting: number };

/** Any number, as long as every shop process takes the same one. */
const STARTUP_LOCK = 48_151_623;
const CHANNEL_NAME = /^[a-z_]+$/;

/** Where the embedded database keeps its files inside DATA_DIR. */
export const embeddedDir = (dataDir: string) => path.join(dataDir, "pglite");

/** `url` set: PostgreSQL through `pg`. Otherwise embedded PGlite in `dataDir` (or memory). */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  /** Embedded only: start from this snapshot's files (tests copy one migrated template). */
  from?: Blob;
  /** Told when a connection breaks (say the database restarted); the pool reconnects. */
  onConnectionError?: (err: Error) => void;
}): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts.onConnectionError ?? (() => {}));
  // PGlite and its WebAssembly are loaded only for the embedded database (decision 0124).
  return (await import("./embedded.ts")).openEmbedded(opts);
}

/**
 * Settings of the shop's own sessions on a PostgreSQL server. No parallel query: the shop runs
 * many short statements at once, and a parallel plan starts worker processes for each one. The
 * catalog's facet counts (a union of grouped reads) were planned in parallel at 100,000 parts:
 * two workers a request, four times the CPU of the same plan run alone (decision 0103), which
 * at 20 requests at once on 2 cores is the queue every request waits in. An `options` parameter
 * in DATABASE_URL replaces this one.
 */
const sessionOptions = "-c max_parallel_workers_per_gather=0";

async function openPostgres(url: string, onConnectionError: (err: Error) => void): Promise<Database> {
  const pool = new TimedPool({ connectionString: url, max: 10, options: sessionOptions });
  // Without a listener a broken idle connection would crash the process.
  pool.on("error", onConnectionError);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listeners = new Listeners();
  const notifications = new NotificationClient(url, listeners, onConnectionError);

  const exclusively = async <T>(task: () => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      // A session lock: released by the unlock, or by PostgreSQL if this process dies.
      await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK]);
      try {
        return await task();
      } finally {
        await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK]);
      }
    } finally {
      client.release();
    }
  };
  // Servers started together would otherwise race to create the same tables.
  await exclusively(() => migratePg(db as never, { migrationsFolder }));
  return {
    db,
    // drizzle asks of its client only `query(config, values)`, which ReadsTogether answers as pg does.
    readsTogether: drizzlePg(new ReadsTogether(pool) as unknown as pg.Pool, { schema }) as unknown as Db,
    ping: () => ping(db),
    async close() {
      await notifications.close();
      await pool.end();
    },
    exclusively,
    pool: {
      use: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      onWait: (listener) => {
        pool.waited = listener;
      },
    },
    async publish(channel, payload) {
      await pool.query("select pg_notify($1, $2)", [channel, payload ?? ""]);
    },
    async subscribe(channel, listener) {
      listeners.add(channel, listener);
      await notifications.listen(channel);
    },
  };
}

/**
 * A pool that tells how long each ask for a connection waited. `pg`'s own queries ask through the
 * callback form, transactions through the promise form.
 */
class TimedPool extends pg.Pool {
  waited: (seconds: number) => void = () => {};
  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads (callback or promise) are passed through as they are.
  override connect(callback?: any): any {
    const started = performance.now();
    const took = () => this.waited((performance.now() - started) / 1000);
    if (callback)
      return super.connect((err, client, done) => {
        took();
        callback(err, client, done);
      });
    return super.connect().then((client) => {
      took();
      return client;
    });
  }
}

export async function ping(db: Db) {
  await db.execute(sql`select 1`);
}

export class Listeners {
  private readonly byChannel = new Map<string, ((payload?: string) => void)[]>();
  add(channel: string, listener: (payload?: string) => void) {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
    this.byChannel.set(channel, [...(this.byChannel.get(channel) ?? []), listener]);
  }
  call(channel: string, payload?: string) {
    for (const listener of this.byChannel.get(channel) ?? []) listener(payload);
  }
  callAll() {
    for (const channel of this.byChannel.keys()) this.call(channel);
  }
  get channels() {
    return [...this.byChannel.keys()];
  }
}

/**
 * One connection of its own that LISTENs (a pooled one would be handed to queries). When it
 * breaks, every listener is called, since a message may have been missed, and it reconnects.
 */
class NotificationClient {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly listeners: Listeners,
    private readonly onConnectionError: (err: Error) => void,
  ) {}

  async listen(channel: string) {
    const client = await this.connect();
    await client.query(`listen ${channel}`);
  }

  private connect(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.open().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async open() {
    const client = new pg.Client({ connectionString: this.url });
    client.on("notification", (message) => this.listeners.call(message.channel, message.payload || undefined));
    client.on("error", (err) => this.broken(client, err));
    await client.connect();
    for (const channel of this.listeners.channels) await client.query(`listen ${channel}`);
    this.client = client;
    return client;
  }

  private broken(client: pg.Client, err: Error) {
    if (this.client !== client) return;
    this.client = undefined;
    this.onConnectionError(err);
    client.end().catch(() => {});
    this.listeners.callAll();
    this.reconnectSoon();
  }

  private reconnectSoon() {
    if (this.closed) return;
    setTimeout(() => {
      if (this.closed) return;
      this.connect().catch((err: Error) => {
        this.onConnectionError(err);
        this.reconnectSoon();
      });
    }, 1000).unref();
  }

  async close() {
    this.closed = true;
    await this.client?.end();
  }
}
