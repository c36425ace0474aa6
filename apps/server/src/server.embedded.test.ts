import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { postJson, type ServerProcess, startServer } from "../test/server-process.ts";

const serverDir = fileURLToPath(new URL("..", import.meta.url));
const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-server-test-"));
let server: ServerProcess | undefined;
afterAll(() => {
  server?.child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

it("serves, logs JSON lines, and on SIGTERM closes and exits cleanly", async () => {
  // No ADMIN_PASSWORD: the first start makes one up.
  server = await startServer({ dataDir, env: { ADMIN_PASSWORD: "" } });
  const { url, output, child, exited } = server;
  expect((await fetch(`${url}/api/parts`)).status).toBe(200);

  // The first start makes admin@example.com with a random password, printed this once as a plain
  // block with the shop's address, and kept out of the JSON log.
  await expect.poll(output).toContain("password: ");
  const block =
    /\n {2}The shop is ready at (\S+)\n.*\n {4}e-mail: {3}admin@example\.com\n {4}password: (\S+)\n.*\n\n/.exec(
      output(),
    );
  expect(block?.[1]).toBe(url);
  const password = block?.[2];
  expect(password).toMatch(/^[\w-]{16}$/);
  expect(
    output()
      .split("\n")
      .filter((line) => line.includes(password ?? "")),
  ).toHaveLength(1);
  // As the shop's own page would call it: sign-in refuses cookie-setting calls from elsewhere.
  const origin = { origin: url };
  const adminSignIn = await postJson(`${url}/api/auth/sign-in/email`, { email: "admin@example.com", password }, origin);
  expect(adminSignIn.status).toBe(200);
  const signUp = await postJson(
    `${url}/api/auth/sign-up/email`,
    { name: "Promoted Rider", email: "promoted@example.com", password: "secret123" },
    origin,
  );
  expect(signUp.status).toBe(200);

  child.kill("SIGTERM");
  expect(await exited).toBe(0);
  const lines = output()
    .replace(block?.[0] ?? "", "")
    .split("\n")
    .filter(Boolean);
  expect(lines.length).toBeGreaterThan(3);
  for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  expect(output()).toContain("shutting down");
  // One access line per request (three were made), written out before the process ended.
  const access = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === "request completed");
  expect(access.map((entry) => `${entry.method} ${entry.url} ${entry.statusCode}`)).toEqual([
    "GET /api/parts 200",
    "POST /api/auth/sign-in/email 200",
    "POST /api/auth/sign-up/email 200",
  ]);
  expect(output()).not.toContain("incoming request");
}, 300_000); // starting a server process takes minutes on a busy machine

it("promotes an existing account with make-admin, takes it back with --remove, and refuses an unknown address", () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ["dist/make-admin.js", ...args], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      encoding: "utf8",
    });
  const promoted = run("promoted@example.com");
  expect(promoted.stdout).toContain("promoted@example.com is now an administrator");
  expect(promoted.status).toBe(0);
  const demoted = run("--remove", "promoted@example.com");
  expect(demoted.stdout).toContain("promoted@example.com is no longer an administrator");
  expect(demoted.status).toBe(0);
  expect(run("--remove", "promoted@example.com").stdout).toContain("promoted@example.com is not an administrator");
  expect(run("--remove").status).toBe(2);
  const unknown = run("nobody@example.com");
  expect(unknown.stderr).toContain("No account has the e-mail address nobody@example.com");
  expect(unknown.status).toBe(1);
}, 300_000);
