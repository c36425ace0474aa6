import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../test/helper.ts";
import { startMailCatcher } from "../../test/mail-catcher.ts";
import { freePort } from "../../test/server-process.ts";
import { addPart, order, payWithCard, signUpAdmin, stockOf } from "../../test/shop.ts";
import { mailOutbox, orders, parts } from "../db/schema.ts";
import { createMailer } from "./mailer.ts";
import { toQueuedMail } from "./outbox.ts";
import { orderReceivedMail } from "./templates.ts";
import { retryDelayMs } from "./worker.ts";

/*
 * The SMTP server is down when the customer signs up and orders; the mails wait in the outbox,
 * are tried again and again, and arrive once each when the server comes up.
 */
let t: TestApp;
let port: number;
let catcher: Awaited<ReturnType<typeof startMailCatcher>> | undefined;
const retry = { firstDelayMs: 100, maxDelayMs: 400 };

beforeAll(async () => {
  port = await freePort();
  t = await createTestApp({
    mailer: createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxDir: "unused",
      from: "shop@example.com",
      log: { info() {} },
    }),
    mailRetry: retry,
  });
});
afterAll(async () => {
  await t.close();
  await catcher?.close();
});

const waitingFor = (address: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, address));

it("keeps the mail of an order while SMTP is down and sends it once when it is up", async () => {
  const customer = await signUpWithToken(t);
  const part = await addPart(t, { priceCents: 1000, minQuantity: 1 });
  expect((await order(t, customer, { productId: part.id, orderQuantity: 2 })).statusCode).toBe(201);

  // Tried, refused, tried again: nothing is lost while the server stays down.
  await expect
    .poll(async () => (await waitingFor(customer.email)).map((m) => m.attempts >= 2), { timeout: 5000 })
    .toEqual([true, true]);
  const rows = await waitingFor(customer.email);
  expect(rows.map((m) => m.sentAt)).toEqual([null, null]);
  expect(rows.every((m) => /ECONNREFUSED/.test(m.lastError ?? ""))).toBe(true);

  catcher = await startMailCatcher(port);
  await catcher.waitFor(customer.email, /We received your order/);
  await catcher.waitFor(customer.email, /Verify your e-mail/);
  await t.mailSent();
  // Longer than the longest wait between two tries: a mail sent twice would show by now.
  await new Promise((r) => setTimeout(r, 3 * retry.maxDelayMs));
  const subjects = catcher.mails.filter((m) => m.to === customer.email).map((m) => m.subject);
  expect(subjects.sort()).toEqual([
    `Verify your e-mail address for Bike Parts Hub`,
    `We received your order of ${part.name}`,
  ]);
  const sent = await waitingFor(customer.email);
  expect(sent.every((m) => m.sentAt !== null && m.leasedUntil === null && m.lastError === null)).toBe(true);
});

it("queues each order mail with its change, once, though the change is asked for twice at once", async () => {
  const customer = await signUpWithToken(t);
  const admin = await signUpAdmin(t);
  const part = await addPart(t, { minQuantity: 1 });
  const placed = await order(t, customer, { productId: part.id, orderQuantity: 1 });
  const id = placed.json().insertedId;
  // The mail is in the outbox by the time the order is answered, not sent on the side.
  const subjects = async () =>
    (await waitingFor(customer.email)).map((m) => toQueuedMail(m).subject.split(" ")[0]).sort();
  expect(await subjects()).toEqual(["Verify", "We"]);

  const { transactionId } = await payWithCard(t, customer, id);
  const pay = () =>
    t.app.inject({ method: "PATCH", url: `/api/orders/${id}`, headers: customer.auth, payload: { transactionId } });
  const ship = () =>
    t.app.inject({ method: "PUT", url: `/api/orders/${id}`, headers: admin.auth, payload: { status: "Shipped" } });
  expect((await Promise.all([pay(), pay()])).map((r) => r.statusCode)).toEqual([200, 200]);
  const shipped = await Promise.all([ship(), ship()]);
  expect(shipped.map((r) => r.json().modifiedCount).sort()).toEqual([0, 1]);
  expect(await subjects()).toEqual(["Payment", "Verify", "We", "Your"]);
});

it("places no order whose mail cannot be recorded: the two are one transaction", async () => {
  const customer = await signUpWithToken(t);
  const part = await addPart(t, { minQuantity: 1, availableQuantity: 5 });
  // The database itself refuses the outbox row, as a full disk or a lost connection would.
  await t.db.execute(sql`create function refuse_mail() returns trigger language plpgsql as
    $$ begin raise exception 'no room for mail'; end $$`);
  await t.db.execute(
    sql`create trigger refuse_mail before insert on mail_outbox for each row execute function refuse_mail()`,
  );
  try {
    const res = await order(t, customer, { productId: part.id, orderQuantity: 2 });
    expect(res.statusCode).toBe(500);
  } finally {
    await t.db.execute(sql`drop trigger refuse_mail on mail_outbox`);
    await t.db.execute(sql`drop function refuse_mail`);
  }
  expect(await t.db.select().from(orders).where(eq(orders.email, customer.email))).toEqual([]);
  expect(await stockOf(t, part.id)).toBe(5);
});

it("queues an order's mail as its template and facts, drawn when sent with the words it had when drawn at once", async () => {
  const customer = await signUpWithToken(t);
  const part = await addPart(t, { priceCents: 1250, minQuantity: 1 });
  // A name the HTML part must escape.
  const name = `Chain <b>&"${part.name}"`;
  await t.db.update(parts).set({ name }).where(eq(parts.id, part.id));
  const placed = await order(t, customer, { productId: part.id, orderQuantity: 3 });
  expect(placed.statusCode).toBe(201);
  const [row] = (await waitingFor(customer.email)).filter((m) => m.template !== null);
  expect(row).toMatchObject({ template: "orderReceived", subject: null, text: null, html: null });
  if (!row) throw new Error("no order mail queued");
  const [placedOrder] = await t.db.select().from(orders).where(eq(orders.id, placed.json().insertedId));
  if (!placedOrder) throw new Error("no order");
  // What the order's route drew and queued before decision 0021, from the order row.
  const before = orderReceivedMail(
    { ...placedOrder, totalCents: placedOrder.partPriceCents * placedOrder.orderQuantity },
    `${t.app.publicUrl}/deshboard/myorders`,
  );
  expect(toQueuedMail(row)).toEqual({ id: row.id, ...before });
  expect(before.text).toContain(`3 x ${name} ($37.50)`);
});

it("refuses an outbox row with neither its mail nor a template and facts", async () => {
  await expect(
    t.db.insert(mailOutbox).values({ recipient: "nobody@example.com", subject: "Hello", text: "Hi" }),
  ).rejects.toThrow();
  await expect(
    t.db.insert(mailOutbox).values({ recipient: "nobody@example.com", template: "orderReceived" }),
  ).rejects.toThrow();
});

describe("retry policy", () => {
  it("doubles the wait after each failed try, up to the longest wait", () => {
    const policy = { firstDelayMs: 10_000, maxDelayMs: 3_600_000 };
    expect([1, 2, 3, 4, 9, 10, 500].map((n) => retryDelayMs(policy, n))).toEqual([
      10_000, 20_000, 40_000, 80_000, 2_560_000, 3_600_000, 3_600_000,
    ]);
  });
});
