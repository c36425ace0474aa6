import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { accessToken, type ServerProcess, startServer, throwAwayDatabase } from "../../test/server-process.ts";

/*
 * On PostgreSQL any number of processes share the database, so `npm run make-admin` changes the
 * role there directly while the shop runs, and the shop honours it at once.
 */
const serverDir = fileURLToPath(new URL("../..", import.meta.url));
const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-make-admin-pg-"));
let shop: ServerProcess | undefined;
let databaseUrl = "";
let drop = async () => {};

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("This test runs in the postgres project only");
  const database = await throwAwayDatabase(serverUrl, "shop_make_admin");
  databaseUrl = database.url;
  drop = database.drop;
  shop = await startServer({ dataDir, databaseUrl });
});
afterAll(async () => {
  shop?.child.kill("SIGTERM");
  await shop?.exited;
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
});

it("changes the role in the shared database while the shop runs", async () => {
  const url = shop?.url ?? "";
  const email = "pg-owner@example.com";
  await accessToken(url, email, "secret123", true);
  const out = await new Promise<string>((resolve, reject) =>
    execFile(
      process.execPath,
      ["dist/make-admin.js", email],
      { cwd: serverDir, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl } },
      (error, stdout, stderr) => (error ? reject(new Error(stderr)) : resolve(stdout)),
    ),
  );
  expect(out).not.toContain("is running");
  expect(out).toContain(`${email} is now an administrator`);
  const token = await accessToken(url, email, "secret123");
  expect((await fetch(`${url}/api/users`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
}, 300_000);
