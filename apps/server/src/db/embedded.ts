import { execFile } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync } from "node:fs";
import { readdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import { PGlite, type Results, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import * as tar from "tar";
import { migrationsDir as migrationsFolder } from "../paths.ts";
import { type Database, type Db, embeddedDir, Listeners, ping } from "./client.ts";
import * as schema from "./schema.ts";

/*
 * The embedded database (PGlite): imported by `openDatabase` only when no DATABASE_URL is set, so
 * a shop on PostgreSQL never loads PGlite's JavaScript (decision 0124).
 */

/** The embedded database in `dataDir`'s folder for it (or in memory), migrated. */
export async function openEmbedded(opts: {
  dataDir?: string;
  /** Start from this snapshot's files (tests copy one migrated template). */
  from?: Blob;
}): Promise<Database> {
  let dir: string | undefined;
  if (opts.dataDir) {
    dir = embeddedDir(opts.dataDir);
    mkdirSync(dir, { recursive: true });
    if (!opts.from) await createEmbeddedAside(dir);
  }
  const client = new TakingTurns({ ...embeddedOptions, dataDir: dir, loadDataDir: opts.from });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  // The embedded database belongs to this one process: nobody else to wait for or to tell.
  const listeners = new Listeners();
  return {
    db,
    ping: () => ping(db),
    close: () => client.close(),
    exclusively: (task) => task(),
    publish: async (channel, payload) => listeners.call(channel, payload),
    subscribe: async (channel, listener) => listeners.add(channel, listener),
    // Taken while PGlite runs nothing else (a transaction of our own waits for any other to
    // end, and every query waits for it), after a checkpoint, so the copy opens as it is. A
    // folder's files are streamed from disk: PGlite's own dump reads them all into memory and
    // builds the tarball there, and the process kept that memory (some 40-80 MB a backup).
    snapshot: (file) =>
      client.transaction(async (tx) => {
        await tx.query("checkpoint");
        if (!dir) return writeFile(file, new Uint8Array(await (await client.dumpDataDir("none")).arrayBuffer()));
        const files = tar.create({ cwd: dir, portable: true, maxReadSize: TAR_READ_SIZE }, await readdir(dir));
        await pipeline(Readable.from(files), createWriteStream(file));
      }),
  };
}

/**
 * How much node-tar reads of a file at once when a backup is made: its default of 16 MB left a
 * backup's buffers in malloc's memory, which the process keeps (26 MB a backup, decision 0119).
 */
export const TAR_READ_SIZE = 1 << 20;

/**
 * PostgreSQL's settings for the embedded database, given at every start (they are no part of its
 * files). PGlite runs PostgreSQL's one backend inside this process, in WebAssembly memory that
 * grows and never shrinks, so the memory PostgreSQL sets aside is the shop's own resident memory.
 * Its defaults are a server's: 128 MB of shared buffers alone. The shop's database is small and
 * its files are cached by the operating system anyway, so small buffers cost next to nothing
 * (decision 0022).
 */
export const embeddedSettings: Record<string, string> = {
  shared_buffers: "16MB",
  maintenance_work_mem: "16MB",
  temp_buffers: "2MB",
  wal_buffers: "1MB",
};

const embeddedOptions = {
  // pg_trgm ships with PostgreSQL's contrib; PGlite loads it as a module of its own.
  extensions: { pg_trgm },
  startParams: [
    ...PGlite.defaultStartParams,
    ...Object.entries(embeddedSettings).flatMap(([k, v]) => ["-c", `${k}=${v}`]),
  ],
};

/**
 * Hands out turns first come, first served, one per turn of the event loop (decision 0104).
 * PGlite runs PostgreSQL in this thread, synchronously, and hands each query's answer on by a
 * promise: queries that queue up while one runs are all run in one drain of the microtask queue,
 * with nothing else in between. Under load that drain grew to a second and more: no timer fired,
 * no request was read and no new connection accepted until it ended, and the first customers of a
 * new connection waited seconds. With a turn each, the event loop goes round between two queries.
 */
function turnTaker() {
  const waiting: (() => void)[] = [];
  let pumping = false;
  const next = () => {
    const turn = waiting.shift();
    if (!turn) {
      pumping = false;
      return;
    }
    turn();
    setImmediate(next);
  };
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (pumping) return;
      pumping = true;
      setImmediate(next);
    });
}

/**
 * The embedded database, its statements and transactions taking turns with the event loop.
 * A transaction takes one turn: its statements go through its own object, and no other query may
 * run inside it anyway.
 */
class TakingTurns extends PGlite {
  private readonly turn = turnTaker();
  override async query<T>(...args: Parameters<PGlite["query"]>): Promise<Results<T>> {
    await this.turn();
    return super.query<T>(...args);
  }
  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    await this.turn();
    return super.transaction(callback);
  }
}

/**
 * Creates a new embedded database in `dir` (PostgreSQL's initdb) in a short-lived process of its
 * own, if `dir` holds none yet. PGlite would run initdb in this process, in a second WebAssembly
 * instance whose memory it keeps: some 450 MB for as long as the shop runs (decision 0022).
 */
async function createEmbeddedAside(dir: string) {
  if (existsSync(path.join(dir, "PG_VERSION"))) return;
  const pglite = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const script = `const { PGlite } = require(${JSON.stringify(pglite)});
const db = new PGlite({ dataDir: ${JSON.stringify(dir)} });
db.waitReady.then(() => db.close()).catch((err) => { console.error(err); process.exit(1); });`;
  await promisify(execFile)(process.execPath, ["-e", script], { maxBuffer: 2 ** 26 });
}

/** Makes the embedded database in `dataDir` from a snapshot; the folder must hold none yet. */
export async function restoreEmbedded(dataDir: string, snapshot: Blob) {
  const client = new PGlite({ ...embeddedOptions, dataDir: embeddedDir(dataDir), loadDataDir: snapshot });
  try {
    await client.query("select 1");
  } finally {
    await client.close();
  }
}
