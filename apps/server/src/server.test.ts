import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";

const serverDir = fileURLToPath(new URL("..", import.meta.url));
const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-server-test-"));
let child: ChildProcess | undefined;
afterAll(() => {
  child?.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the real entry point on a free port and resolves with its address once it listens. */
function startServer(): Promise<{ url: string; output: () => string }> {
  let output = "";
  child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: serverDir,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "info", DATABASE_URL: "" },
  });
  return new Promise((resolve, reject) => {
    child?.stdout?.on("data", (chunk) => {
      output += chunk;
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve({ url: match[1], output: () => output });
    });
    child?.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    child?.on("exit", (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

const post = (url: string, body: object) =>
  fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

it("serves, logs JSON lines, and on SIGTERM closes and exits cleanly", async () => {
  const server = await startServer();
  expect((await fetch(`${server.url}/api/parts`)).status).toBe(200);

  // The first start makes admin@example.com with a random password, printed this once.
  const password = /"email":"admin@example.com","password":"([^"]+)"/.exec(server.output())?.[1];
  expect(password).toBeTruthy();
  const adminSignIn = await post(`${server.url}/api/auth/sign-in/email`, { email: "admin@example.com", password });
  expect(adminSignIn.status).toBe(200);
  const signUp = await post(`${server.url}/api/auth/sign-up/email`, {
    name: "Promoted Rider",
    email: "promoted@example.com",
    password: "secret123",
  });
  expect(signUp.status).toBe(200);

  const exited = new Promise<number | null>((resolve) => child?.on("exit", resolve));
  child?.kill("SIGTERM");
  expect(await exited).toBe(0);
  const lines = server.output().trim().split("\n");
  for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  expect(server.output()).toContain("shutting down");
});

it("promotes an existing account with make-admin, and refuses an unknown address", () => {
  const run = (email: string) =>
    spawnSync(process.execPath, ["--import", "tsx", "src/scripts/make-admin.ts", email], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      encoding: "utf8",
    });
  const promoted = run("promoted@example.com");
  expect(promoted.stdout).toContain("promoted@example.com is now an administrator");
  expect(promoted.status).toBe(0);
  const unknown = run("nobody@example.com");
  expect(unknown.stderr).toContain("No account has the e-mail address nobody@example.com");
  expect(unknown.status).toBe(1);
});
