import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { recordingLoads } from "../test/loaded-packages.ts";
import { ADMIN_PASSWORD, postJson, type ServerProcess, startServer } from "../test/server-process.ts";

/*
 * Decision 0100: a restart loads what its first answers need, and the libraries that only some
 * requests use (sign-in, mail, invoices' PDFs, pictures, Stripe) with the first such request,
 * which still works.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-start-loads-"));
const loadsFile = path.join(dataDir, "loaded-modules.txt");
const { env, loaded: loadedPackages } = recordingLoads(loadsFile);
let server: ServerProcess | undefined;
afterAll(() => {
  server?.child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

const LATER = ["better-auth", "@node-rs/argon2", "nodemailer", "pdfkit", "file-type", "sharp", "stripe"];
it("answers a restart's first requests without the libraries only some requests need, and loads each with its first use", async () => {
  // The first start makes the administrator, through the identity provider.
  const first = await startServer({ dataDir, env });
  first.child.kill("SIGTERM");
  expect(await first.exited).toBe(0);
  rmSync(loadsFile);

  server = await startServer({ dataDir, env });
  const { url } = server;
  expect((await fetch(`${url}/api/readyz`)).status).toBe(200);
  expect((await fetch(`${url}/api/parts`)).status).toBe(200);
  const atStart = loadedPackages();
  expect(atStart.has("fastify")).toBe(true);
  expect(LATER.filter((name) => atStart.has(name))).toEqual([]);

  // The first sign-in loads Better Auth; the sign-up's verification mail, nodemailer.
  const origin = { origin: url };
  const signIn = await postJson(
    `${url}/api/auth/sign-in/email`,
    { email: "admin@example.com", password: ADMIN_PASSWORD },
    origin,
  );
  expect(signIn.status).toBe(200);
  const signUp = await postJson(
    `${url}/api/auth/sign-up/email`,
    { name: "Later Rider", email: "later@example.com", password: "secret123" },
    origin,
  );
  expect(signUp.status).toBe(200);
  const outbox = path.join(dataDir, "outbox");
  await expect.poll(() => (existsSync(outbox) ? readdirSync(outbox).length : 0), { timeout: 30_000 }).toBe(1);
  const afterUse = loadedPackages();
  expect(["better-auth", "nodemailer"].filter((name) => afterUse.has(name))).toEqual(["better-auth", "nodemailer"]);
}, 300_000); // two server processes start, minutes on a busy machine
