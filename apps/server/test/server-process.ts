import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { dropDatabaseWhenLeft } from "./drop-database.ts";

/*
 * The real server as its own process, compiled as `npm start` runs it (dist/server.js, built by
 * test/build-server.ts), for tests about what only processes show: several servers on one
 * database, a server killed mid-stream, a shutdown with a client that never finishes.
 */
const serverDir = fileURLToPath(new URL("..", import.meta.url));
export const ADMIN_PASSWORD = "process-tests";

export type ServerProcess = { url: string; child: ChildProcess; exited: Promise<number | null>; output: () => string };

/** Stops these servers as a signal would, all at once, and waits until each has exited. */
export async function stopServers(servers: ServerProcess[]) {
  for (const server of servers) server.child.kill("SIGTERM");
  await Promise.all(servers.map((s) => s.exited));
}

/** Starts dist/server.js on a free port; resolves once it listens. `env` adds or overrides settings. */
export async function startServer(opts: {
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  // Told its own address, as in production: sign-in trusts calls from that origin only.
  const port = await freePort();
  const child = spawn(process.execPath, ["dist/server.js"], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      HOST: "127.0.0.1",
      DATA_DIR: opts.dataDir,
      DATABASE_URL: opts.databaseUrl ?? "",
      LOG_LEVEL: "info",
      ADMIN_PASSWORD,
      AUTH_RATE_LIMIT: "10000",
      // One customer places a stream of unpaid orders here; the caps have their own tests.
      UNPAID_HOLD_SHARE: "100",
      UNPAID_ORDERS_PER_ACCOUNT: "0",
      ...opts.env,
    },
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  let output = "";
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (chunk) => {
      output += chunk;
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve({ url: match[1], child, exited, output: () => output });
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    child.on("exit", (code, signal) => reject(new Error(`server exited (${code ?? signal}): ${output}`)));
  });
}

/** A port that nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A database of its own on the PostgreSQL server that TEST_DATABASE_URL names. */
export async function throwAwayDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabaseWhenLeft(serverUrl, name) };
}

async function adminQuery(serverUrl: string, query: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

export const postJson = (url: string, body: object, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

/** Signs in through the identity API and exchanges the session for the spec's access token. */
export async function accessToken(base: string, email: string, password: string, signUp = false) {
  const path = signUp ? "/api/auth/sign-up/email" : "/api/auth/sign-in/email";
  // As a browser on the shop's page would: Better Auth refuses a cookie-setting call without Origin.
  const session = await postJson(`${base}${path}`, { name: email.split("@")[0], email, password }, { origin: base });
  if (!session.ok) throw new Error(`${path} answered ${session.status} ${await session.text()}`);
  const cookie = (session.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
  const res = await fetch(`${base}/api/user/${email}`, { method: "PUT", headers: { cookie } });
  return ((await res.json()) as { token: string }).token;
}

export const newCustomerToken = (base: string) =>
  accessToken(base, `rider${randomBytes(5).toString("hex")}@example.com`, "secret123", true);

export const adminToken = (base: string) => accessToken(base, "admin@example.com", ADMIN_PASSWORD);

/** Adds a part through the admin API and answers its id. */
export async function addPart(base: string, token: string, availableQuantity: number) {
  const res = await postJson(
    `${base}/api/parts`,
    {
      name: "Process Part",
      img: "/images/parts/chainring.svg",
      des: "x",
      price: 10,
      minQuantity: 1,
      availableQuantity,
    },
    { authorization: `Bearer ${token}` },
  );
  if (res.status !== 201) throw new Error(`adding a part answered ${res.status}`);
  return ((await res.json()) as { insertedId: string }).insertedId;
}

/**
 * Two shop processes on one throw-away PostgreSQL database, as behind a load balancer, for a test
 * file's tests: started before them (at the same moment, so one migrates while the other waits)
 * and stopped after. PostgreSQL only: the embedded database belongs to one process by design.
 */
export function twoServersOnPostgres(prefix: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  const shop = { servers: [] as ServerProcess[], databaseUrl: "", dataDir };
  let drop = async () => {};
  beforeAll(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error("This test runs in the postgres project only");
    const database = await throwAwayDatabase(serverUrl, prefix.replaceAll("-", "_"));
    shop.databaseUrl = database.url;
    drop = database.drop;
    const databaseUrl = database.url;
    shop.servers.push(
      ...(await Promise.all([startServer({ dataDir, databaseUrl }), startServer({ dataDir, databaseUrl })])),
    );
  });
  afterAll(async () => {
    await stopServers(shop.servers);
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return shop;
}
