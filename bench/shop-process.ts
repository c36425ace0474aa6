import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ADMIN_PASSWORD, freePort, openDatabase, throwAwayDatabase } from "@shop/server/testing";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * The shop as a shop owner runs it: `npm start` in its own process, default settings
 * (NODE_ENV=production, LOG_LEVEL=info, its log lines going to a file as a service manager would
 * keep them), a fresh DATA_DIR, and on PostgreSQL a throw-away database of its own. Only the
 * port, the address it is reached at, the first administrator's password and the caps on unpaid
 * orders (off unless `caps`) are given. `on` starts it on a data folder and database of a stopped
 * shop (a restart) or of startFilledShop (a first start on filled data); `startedMs` is the time
 * from `npm start` to the first answered request.
 */
export async function startShopProcess(opts: { postgresUrl?: string; caps?: boolean; on?: ShopData } = {}) {
  const { dataDir, throwAway } = opts.on ?? (await newShopData(opts.postgresUrl));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { child, startedMs, exited } = await npmUntilReady(["start"], root, dataDir, {
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    DATABASE_URL: throwAway?.url ?? "",
    ADMIN_PASSWORD,
    // The orders benchmark is one customer ordering as fast as it can, which the caps on unpaid
    // orders (decision 0026) refuse after fifty: it measures the order statement without them,
    // and, with `caps`, with them. The checkout's and the capped orders' many customers all sign
    // up from this one address, which the sign-up limit would refuse.
    AUTH_RATE_LIMIT: "100000",
    ...(opts.caps ? {} : { UNPAID_HOLD_SHARE: "100", UNPAID_ORDERS_PER_ACCOUNT: "0" }),
  });
  const serverPid = childPid(child.pid ?? 0);
  return {
    url,
    dataDir,
    databaseUrl: throwAway?.url,
    startedMs,
    /** Resident memory of the server's node process, in MB (npm's own process not counted). */
    rssMb: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${serverPid}/status`, "utf8"))?.[1]) / 1024,
    /**
     * CPU time the server's process has used so far, user and system, in ms (its threads too:
     * file writes go through the thread pool). Read from /proc/<pid>/stat, in clock ticks of
     * 10 ms: a figure over a round of seconds, not of one request.
     */
    cpuMs: () => {
      const fields = readFileSync(`/proc/${serverPid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      return (Number(fields[11]) + Number(fields[12])) * 10;
    },
    /** Resident memory of the npm process that started it (what `npm start` adds). */
    npmRssMb: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))?.[1]) / 1024,
    async close() {
      child.kill("SIGTERM");
      await exited;
      await throwAway?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    /** Stops the process and keeps its data folder and database, to start it `on` them again. */
    async stop(): Promise<ShopData> {
      child.kill("SIGTERM");
      await exited;
      return { dataDir, throwAway };
    },
  };
}
export type ShopProcess = Awaited<ReturnType<typeof startShopProcess>>;
/** Where a shop keeps its data: its DATA_DIR and, on PostgreSQL, its throw-away database. */
type ShopData = { dataDir: string; throwAway: Awaited<ReturnType<typeof throwAwayDatabase>> | undefined };
export type Db = Awaited<ReturnType<typeof openDatabase>>["db"];

async function newShopData(postgresUrl: string | undefined): Promise<ShopData> {
  return {
    dataDir: mkdtempSync(path.join(tmpdir(), "shop-bench-")),
    throwAway: postgresUrl ? await throwAwayDatabase(postgresUrl, "shop_bench") : undefined,
  };
}

/**
 * A shop on data that `fill` put there first, through a connection of the benchmark's own (the
 * shop's migrations run as it opens): then the shop's first start, which makes the first
 * administrator and, finding parts, adds none of the demo catalog. On PGlite the data folder is
 * one process's at a time, so the benchmark's database is closed before the shop opens it; what
 * `fill` answers (say, timings of queries on the filled database) is handed back.
 */
export async function startFilledShop<T>(postgresUrl: string | undefined, fill: (db: Db) => Promise<T>) {
  const data = await newShopData(postgresUrl);
  try {
    const database = await openDatabase({ url: data.throwAway?.url, dataDir: data.dataDir });
    let filled: T;
    try {
      filled = await fill(database.db);
    } finally {
      await database.close();
    }
    return { shop: await startShopProcess({ on: data }), filled };
  } catch (err) {
    await data.throwAway?.drop();
    rmSync(data.dataDir, { recursive: true, force: true });
    throw err;
  }
}

/**
 * The ceiling of a start: npm running a node:http server that answers at once (`npm run
 * bare-start` in this folder), timed like the shop's from the spawn to the first answer.
 */
export async function timeBareStart(): Promise<number> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-bench-bare-start-"));
  try {
    const port = await freePort();
    const bench = fileURLToPath(new URL(".", import.meta.url));
    const { child, startedMs, exited } = await npmUntilReady(["run", "--silent", "bare-start"], bench, dataDir, {
      PORT: String(port),
    });
    // npm passes the signal on to the server it started.
    child.kill("SIGTERM");
    await exited;
    return startedMs;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * npm run as a person runs it (through the npm that runs us when there is one), its output in
 * `dataDir`/shop.log, timed from the spawn to the first answer of /api/readyz on env.PORT.
 */
async function npmUntilReady(args: string[], cwd: string, dataDir: string, env: Record<string, string>) {
  const log = openSync(path.join(dataDir, "shop.log"), "a");
  const npm = process.env.npm_execpath;
  const command = npm ? [process.execPath, npm, ...args] : ["npm", ...args];
  const child = spawn(command[0] ?? "npm", command.slice(1), {
    cwd,
    stdio: ["ignore", log, log],
    env: { ...process.env, ...env },
  });
  const spawned = performance.now();
  closeSync(log);
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  await waitUntilReady(`http://127.0.0.1:${env.PORT}`, child, dataDir);
  return { child, startedMs: performance.now() - spawned, exited };
}

async function waitUntilReady(url: string, child: ChildProcess, dataDir: string) {
  // A first start may build the web app and the server first.
  const until = Date.now() + 300_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${url}/api/readyz`).catch(() => undefined);
    if (ready?.ok) return;
    // Often enough for the start's time to be read to 10 ms.
    await new Promise((r) => setTimeout(r, 10));
  }
  child.kill("SIGKILL");
  throw new Error(`the shop did not start:\n${readFileSync(path.join(dataDir, "shop.log"), "utf8").slice(-3000)}`);
}

/** `npm start` execs node in place of its shell: the server is npm's one child. */
function childPid(pid: number): number {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/);
  const server = Number(children[0]);
  if (!server) throw new Error("the server's process was not found under npm");
  return server;
}
