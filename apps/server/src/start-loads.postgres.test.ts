import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { recordingLoads } from "../test/loaded-packages.ts";
import { type ServerProcess, startServer, throwAwayDatabase } from "../test/server-process.ts";

/*
 * Decision 0124: a shop on PostgreSQL does not load the embedded database (PGlite's JavaScript)
 * or what only its backups use (tar), at its start or while it serves.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-start-loads-pg-"));
const { env, loaded } = recordingLoads(path.join(dataDir, "loaded-modules.txt"));
let server: ServerProcess | undefined;
let database: { url: string; drop: () => Promise<void> } | undefined;
afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

it("starts and serves on PostgreSQL without loading PGlite or tar", async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("This test runs in the postgres project only");
  database = await throwAwayDatabase(serverUrl, "shop_start_loads");
  server = await startServer({ dataDir, databaseUrl: database.url, env });
  expect((await fetch(`${server.url}/api/readyz`)).status).toBe(200);
  expect((await fetch(`${server.url}/api/parts`)).status).toBe(200);
  const atStart = loaded();
  expect(atStart.has("fastify")).toBe(true);
  expect(atStart.has("pg")).toBe(true);
  expect(["@electric-sql/pglite", "tar"].filter((name) => atStart.has(name))).toEqual([]);
}, 300_000);
