import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { decodeJwt } from "jose";
import { afterAll, expect, it } from "vitest";
import { startMailCatcher } from "../../test/mail-catcher.ts";
import { freePort, newCustomerToken, type ServerProcess, startServer } from "../../test/server-process.ts";

/*
 * The embedded database: a mail that could not be sent is still waiting after the server is
 * stopped, and the next start sends it, once. (outbox.postgres.test.ts does the same on
 * PostgreSQL with two servers.)
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-mail-restart-"));
let server: ServerProcess | undefined;
let catcher: Awaited<ReturnType<typeof startMailCatcher>> | undefined;

afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  await catcher?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it("sends after a restart the mail that SMTP refused before it", async () => {
  const smtpPort = await freePort();
  const env = { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_RETRY_SECONDS: "0.2", MAIL_RETRY_MAX_SECONDS: "1" };
  server = await startServer({ dataDir, env });
  const email = String(decodeJwt(await newCustomerToken(server.url)).email);
  await new Promise((r) => setTimeout(r, 500));
  server.child.kill("SIGTERM");
  // Mail waiting and being retried does not keep the process from stopping.
  expect(await server.exited).toBe(0);

  catcher = await startMailCatcher(smtpPort);
  server = await startServer({ dataDir, env });
  await catcher.waitFor(email, /Verify your e-mail/);
  await new Promise((r) => setTimeout(r, 3000));
  expect(catcher.mails.filter((m) => m.to === email).map((m) => m.subject.split(" ")[0])).toEqual(["Verify"]);
}, 120_000);
