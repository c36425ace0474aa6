import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { accessToken, type ServerProcess, startServer, stopServers } from "../../test/server-process.ts";
import { openerPidPath } from "../backup/control-socket.ts";

/*
 * `npm run make-admin` beside a running shop on the embedded database: PGlite belongs to one
 * process, and a second one opening the folder corrupts it (decision 0016). So the running shop
 * makes the change, asked through its control socket; a shop without a socket makes the command
 * refuse. (With the shop stopped, server.embedded.test.ts runs it on the folder directly.)
 */
const serverDir = fileURLToPath(new URL("../..", import.meta.url));
const root = mkdtempSync(path.join(os.tmpdir(), "shop-make-admin-"));
const servers: ServerProcess[] = [];
afterAll(async () => {
  await stopServers(servers);
  rmSync(root, { recursive: true, force: true });
});

function makeAdmin(dataDir: string, ...args: string[]) {
  return new Promise<{ code: number; out: string; err: string }>((resolve) => {
    execFile(
      process.execPath,
      ["dist/make-admin.js", ...args],
      { cwd: serverDir, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" } },
      (error, out, err) => resolve({ code: error ? Number(error.code ?? 1) : 0, out, err }),
    );
  });
}

async function start(dataDir: string) {
  const server = await startServer({ dataDir });
  servers.push(server);
  return server;
}

const usersAs = async (url: string, token: string) =>
  (await fetch(`${url}/api/users`, { headers: { authorization: `Bearer ${token}` } })).status;

it("has the running shop make the change, which holds at once, and refuses an unknown address", async () => {
  const dataDir = path.join(root, "running");
  const shop = await start(dataDir);
  // Signed up a moment ago: the row may still be only in the shop's own memory.
  const email = "owner@example.com";
  const before = await accessToken(shop.url, email, "secret123", true);
  expect(await usersAs(shop.url, before)).toBe(403);

  const promoted = await makeAdmin(dataDir, email);
  expect(promoted.out).toBe(
    `${email} is now an administrator (changed by the shop running on ${dataDir}); it is signed out everywhere.\n`,
  );
  expect(promoted.code).toBe(0);
  // The old token's session ended with the change; a new one carries the new rights.
  expect(await usersAs(shop.url, before)).toBe(401);
  const after = await accessToken(shop.url, email, "secret123");
  expect(await usersAs(shop.url, after)).toBe(200);
  // Log lines leave within half a second (decision 0014).
  await expect.poll(() => shop.output()).toContain("role changed through the control socket");

  const again = await makeAdmin(dataDir, email);
  expect(again.out).toContain(`${email} is already an administrator.`);
  // One message, on stderr, and nothing that reads as if a change was made.
  const unknown = await makeAdmin(dataDir, "nobody@example.com");
  expect(unknown.out).toBe("");
  expect(unknown.err).toBe(
    "No account has the e-mail address nobody@example.com; sign up first, then run this again.\n",
  );
  expect(unknown.code).toBe(1);
  const demoted = await makeAdmin(dataDir, "--remove", email);
  expect(demoted.out).toContain(`${email} is no longer an administrator`);
  expect(await usersAs(shop.url, await accessToken(shop.url, email, "secret123"))).toBe(403);

  // Stopped, the shop hands the folder back: the command then opens the database itself.
  shop.child.kill("SIGTERM");
  expect(await shop.exited).toBe(0);
  const direct = await makeAdmin(dataDir, email);
  expect(direct.out).toBe(`${email} is now an administrator; it is signed out everywhere.\n`);
  expect(direct.code).toBe(0);
}, 300_000); // starting a server process takes minutes on a busy machine

it("refuses while a shop runs on a folder whose path is too long for the socket, and works once it stopped", async () => {
  const dataDir = path.join(root, "a-folder-whose-path-is-longer-than-a-unix-socket-address-may-be".repeat(2));
  const shop = await start(dataDir);
  await expect.poll(() => shop.output()).toContain("too long for a Unix socket");
  const email = "long@example.com";
  await accessToken(shop.url, email, "secret123", true);

  const refused = await makeAdmin(dataDir, email);
  expect(refused.err).toContain(`a shop (process ${shop.child.pid}) has the database in ${dataDir} open`);
  expect(refused.err).toContain("Make the admin in the shop's Make Admin screen, or stop the shop");
  expect(refused.code).toBe(1);

  shop.child.kill("SIGTERM");
  expect(await shop.exited).toBe(0);
  expect(existsSync(openerPidPath(dataDir))).toBe(false);
  const direct = await makeAdmin(dataDir, email);
  expect(direct.out).toContain(`${email} is now an administrator`);
  expect(direct.code).toBe(0);
}, 300_000);
