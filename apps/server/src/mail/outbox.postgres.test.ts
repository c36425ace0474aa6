import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { decodeJwt } from "jose";
import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { startMailCatcher } from "../../test/mail-catcher.ts";
import {
  addPart,
  adminToken,
  freePort,
  newCustomerToken,
  postJson,
  type ServerProcess,
  startServer,
  stopServers,
  throwAwayDatabase,
} from "../../test/server-process.ts";

/*
 * Two server processes on one PostgreSQL with the SMTP server down: both keep trying the same
 * waiting mails, one of them is stopped and started again, and when the SMTP server comes up
 * every mail arrives exactly once.
 */
const dirs = [0, 1].map(() => mkdtempSync(path.join(os.tmpdir(), "shop-mail-")));
const servers: ServerProcess[] = [];
let catcher: Awaited<ReturnType<typeof startMailCatcher>> | undefined;
let drop = async () => {};

afterAll(async () => {
  await stopServers(servers);
  await catcher?.close();
  await drop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

it("sends each mail once across two servers, a restart and an SMTP server that comes up late", async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("This test runs in the postgres project only");
  const database = await throwAwayDatabase(serverUrl, "shop_mail");
  drop = database.drop;
  const smtpPort = await freePort();
  const env = { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_RETRY_SECONDS: "0.2", MAIL_RETRY_MAX_SECONDS: "1" };
  const start = (i: number) => startServer({ dataDir: dirs[i] ?? "", databaseUrl: database.url, env });
  servers.push(await start(0), await start(1));
  const urls = () => servers.map((s) => s.url);

  const partId = await addPart(urls()[0] ?? "", await adminToken(urls()[0] ?? ""), 100);
  const customers: string[] = [];
  for (let i = 0; i < 6; i++) {
    const base = urls()[i % 2] ?? "";
    const token = await newCustomerToken(base);
    customers.push(String(decodeJwt(token).email));
    const res = await postJson(
      `${base}/api/orders`,
      { productId: partId, orderQuantity: 1, phone: "1", address: "Street" },
      { authorization: `Bearer ${token}` },
    );
    expect(res.status).toBe(201);
  }

  // A restart while mail waits: the server stops at once (its worker does not hold it up) and
  // the new one takes up the waiting mail.
  const first = servers.shift();
  first?.child.kill("SIGTERM");
  expect(await first?.exited).toBe(0);
  servers.unshift(await start(0));

  const waiting = new pg.Client({ connectionString: database.url });
  await waiting.connect();
  const unsent = async () =>
    (await waiting.query("select count(*)::int as n from mail_outbox where sent_at is null")).rows[0].n as number;
  expect(await unsent()).toBeGreaterThanOrEqual(12);

  catcher = await startMailCatcher(smtpPort);
  await expect.poll(unsent, { timeout: 20_000, interval: 200 }).toBe(0);
  await waiting.end();
  // Longer than the longest wait between two tries: a second copy would be here by now.
  await new Promise((r) => setTimeout(r, 3000));
  for (const email of customers) {
    const subjects = catcher.mails.filter((m) => m.to === email).map((m) => m.subject.split(" ")[0]);
    expect(subjects.sort(), email).toEqual(["Verify", "We"]);
  }
}, 180_000);
