import { stockAlertMessages } from "@shop/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshEmail, signUpWithToken } from "../../../test/accounts.ts";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../../../test/helper.ts";
import { recordingMailer } from "../../../test/sent-mail.ts";
import { addPart, type Customer, signUpAdmin } from "../../../test/shop.ts";
import { stockAlerts } from "../../db/schema.ts";
import {
  confirm,
  confirmMails,
  newestConfirmToken,
  notify,
  restock,
  restockMails,
  sellOut,
  soldOutPart,
  unsubscribe,
} from "./test-kit.ts";

let t: TestApp;
let admin: Customer;
const mail = recordingMailer();
beforeAll(async () => {
  t = await createTestApp({ mailer: mail.mailer });
  admin = await signUpAdmin(t);
});
afterAll(() => t.close());

describe("a visitor's alert (double opt-in)", () => {
  it("tells only a confirmed address of the restock, once", async () => {
    const part = await soldOutPart(t);
    const [confirmed, unconfirmed] = [freshEmail(), freshEmail()];
    for (const email of [confirmed, unconfirmed]) {
      const res = await notify(t, part.id, { email });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: stockAlertMessages.checkYourMail, waiting: false });
    }
    const ok = await confirm(t, await newestConfirmToken(t, confirmed));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: stockAlertMessages.confirmed(part.name), partId: part.id });

    await restock(t, admin, part.id);
    expect(await restockMails(t, part.name)).toEqual([confirmed]);
    // The one mail the unconfirmed address got was the confirmation.
    expect(await confirmMails(t, unconfirmed)).toHaveLength(1);
  });

  it("keeps its address as typed in one case", async () => {
    const part = await soldOutPart(t);
    const email = freshEmail();
    expect((await notify(t, part.id, { email: `  ${email.toUpperCase()} ` })).statusCode).toBe(202);
    expect(await confirmMails(t, email)).toHaveLength(1);
  });

  it("refuses forged, expired, stale and replayed confirmation links with 4xx", async () => {
    const part = await soldOutPart(t);
    const email = freshEmail();
    await notify(t, part.id, { email });
    const token = await newestConfirmToken(t, email);
    const [alertId = "", sentMs = ""] = token.split(".");

    const forged = [
      `${token.slice(0, -2)}xx`,
      `${alertId}.${Number(sentMs) + 1}.${token.split(".")[2]}`,
      t.app.stockAlertTokens.unsubscribe(alertId),
      "not-a-token",
      "a.b.c",
    ];
    for (const bad of forged) {
      const res = await confirm(t, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBe(stockAlertMessages.linkInvalid);
    }
    const expired = await confirm(t, t.app.stockAlertTokens.confirm(alertId, new Date(Date.now() - 49 * 3_600_000)));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(stockAlertMessages.linkExpired);

    // Asked again later: only the newer link works.
    await t.db
      .update(stockAlerts)
      .set({ confirmSentAt: new Date(Number(sentMs) - 11 * 60_000) })
      .where(eq(stockAlerts.id, alertId));
    await notify(t, part.id, { email });
    const newer = await newestConfirmToken(t, email);
    expect(newer).not.toBe(token);
    const stale = await confirm(t, token);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(stockAlertMessages.linkUsed);

    expect((await confirm(t, newer)).statusCode).toBe(200);
    const replayed = await confirm(t, newer);
    expect(replayed.statusCode).toBe(409);
    expect(replayed.json().message).toBe(stockAlertMessages.linkUsed);
  });

  it("mails one address once per part in 10 minutes and five times an hour in all, answering alike", async () => {
    const email = freshEmail();
    const first = await soldOutPart(t);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await notify(t, first.id, { email })).json());
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await confirmMails(t, email)).toHaveLength(1);

    for (let i = 0; i < 6; i++) {
      const part = await soldOutPart(t);
      expect((await notify(t, part.id, { email })).statusCode).toBe(202);
    }
    expect(await confirmMails(t, email)).toHaveLength(5);
  });

  it("sends no new confirmation to an address already waiting", async () => {
    const part = await soldOutPart(t);
    const email = freshEmail();
    await notify(t, part.id, { email });
    await confirm(t, await newestConfirmToken(t, email));
    await t.db
      .update(stockAlerts)
      .set({ confirmSentAt: sql`now() - interval '1 day'` })
      .where(eq(stockAlerts.partId, part.id));
    expect((await notify(t, part.id, { email })).statusCode).toBe(202);
    expect(await confirmMails(t, email)).toHaveLength(1);
  });
});

describe("a customer's alert", () => {
  it("waits at once, is told once per restock, and waits again only when asked again", async () => {
    const part = await soldOutPart(t);
    const customer = await signUpWithToken(t);
    const res = await notify(t, part.id, undefined, customer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: stockAlertMessages.subscribed(part.name), waiting: true });
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(await confirmMails(t, customer.email)).toEqual([]);

    await restock(t, admin, part.id);
    await restock(t, admin, part.id, 20);
    expect(await restockMails(t, part.name)).toEqual([customer.email]);

    await sellOut(t, part.id);
    await restock(t, admin, part.id);
    expect(await restockMails(t, part.name)).toHaveLength(1);

    await sellOut(t, part.id);
    expect((await notify(t, part.id, {}, customer)).statusCode).toBe(200);
    await restock(t, admin, part.id);
    expect(await restockMails(t, part.name)).toEqual([customer.email, customer.email]);
  });

  it("is told when a lower minimum makes the part orderable", async () => {
    const part = await addPart(t, { availableQuantity: 2, minQuantity: 5 });
    const customer = await signUpWithToken(t);
    expect((await notify(t, part.id, undefined, customer)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/parts/${part.id}`,
      headers: admin.auth,
      payload: { minQuantity: 2 },
    });
    expect(res.statusCode).toBe(200);
    expect(await restockMails(t, part.name)).toEqual([customer.email]);
  });
});

describe("unsubscribing", () => {
  it("ends the alert through the mail's link without signing in, and says so again if used twice", async () => {
    const part = await soldOutPart(t);
    const customer = await signUpWithToken(t);
    await notify(t, part.id, undefined, customer);
    const [alert] = await t.db.select().from(stockAlerts).where(eq(stockAlerts.partId, part.id));
    const link = new URL(alert?.unsubscribeLink ?? "");
    expect(link.origin + link.pathname).toBe(`${TEST_PUBLIC_URL}/stock-alerts/unsubscribe`);
    const token = link.searchParams.get("token") ?? "";

    for (let i = 0; i < 2; i++) {
      const res = await unsubscribe(t, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: stockAlertMessages.unsubscribed, partId: i === 0 ? part.id : null });
    }
    await restock(t, admin, part.id);
    expect(await restockMails(t, part.name)).toEqual([]);
  });

  it("refuses a forged link", async () => {
    const part = await soldOutPart(t);
    const customer = await signUpWithToken(t);
    await notify(t, part.id, undefined, customer);
    const [alert] = await t.db.select().from(stockAlerts).where(eq(stockAlerts.partId, part.id));
    const forged = [`${alert?.id}.${"A".repeat(43)}`, `${alert?.id}`, "x".repeat(255)];
    for (const token of forged) {
      const res = await unsubscribe(t, token);
      expect(res.statusCode, token).toBe(400);
      expect(res.json().message).toBe(stockAlertMessages.linkInvalid);
    }
    expect(await t.db.select().from(stockAlerts).where(eq(stockAlerts.partId, part.id))).toHaveLength(1);
  });
});

it("delivers the restock mail through the outbox with the part's link and a working unsubscribe link", async () => {
  const part = await soldOutPart(t);
  const customer = await signUpWithToken(t);
  await notify(t, part.id, undefined, customer);
  await restock(t, admin, part.id);
  // The worker is woken by the restock itself; it would otherwise sleep a minute.
  await t.mailSent();
  const [sent] = mail.to(customer.email, /is back in stock$/);
  expect(sent?.subject).toBe(`${part.name} is back in stock`);
  expect(sent?.link).toBe(`${TEST_PUBLIC_URL}/parts/${part.id}`);
  const unsubscribeLink = sent?.text.match(/No more alerts about this part: (\S+)/)?.[1] ?? "";
  expect(sent?.html).toContain(unsubscribeLink.replaceAll("&", "&amp;"));
  const res = await unsubscribe(t, new URL(unsubscribeLink).searchParams.get("token"));
  expect(res.statusCode).toBe(200);
});

describe("hostile and wrong input", () => {
  it("refuses what is not an alert with a clear 4xx and stores nothing", async () => {
    const part = await soldOutPart(t);
    const inStock = await addPart(t);
    const customer = await signUpWithToken(t);
    const cases: [string, unknown, Customer | undefined, number, string | RegExp][] = [
      [part.id, undefined, undefined, 400, stockAlertMessages.emailRequired],
      [part.id, {}, undefined, 400, stockAlertMessages.emailRequired],
      [part.id, { email: "not an address" }, undefined, 400, /e-mail address is not valid/],
      [part.id, { email: "a\u0000b@example.com" }, undefined, 400, /control character/],
      [part.id, { email: `${"a".repeat(300)}@example.com` }, undefined, 400, /e-mail address is not valid/],
      [part.id, { email: 5 }, undefined, 400, /email/i],
      [part.id, { email: ["x@example.com"] }, undefined, 400, /email/i],
      [part.id, { email: freshEmail(), partId: inStock.id }, undefined, 400, /partId/],
      [part.id, "x@example.com", undefined, 415, /Unsupported Media Type/],
      ["not-an-id", { email: freshEmail() }, undefined, 400, /not a valid id/],
      ["00000000-0000-4000-8000-000000000000", { email: freshEmail() }, undefined, 404, /No part has this id/],
      [inStock.id, { email: freshEmail() }, undefined, 409, stockAlertMessages.orderableNow],
      [inStock.id, undefined, customer, 409, stockAlertMessages.orderableNow],
    ];
    for (const [id, body, who, status, message] of cases) {
      const res = await notify(t, id, body, who);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    const forged = await t.app.inject({
      method: "POST",
      url: `/api/parts/${part.id}/notify`,
      headers: { authorization: "Bearer forged" },
      payload: { email: freshEmail() },
    });
    expect(forged.statusCode).toBe(401);
    expect(await t.db.select().from(stockAlerts).where(eq(stockAlerts.partId, part.id))).toEqual([]);
  });

  it("refuses link tokens of the wrong type or length", async () => {
    for (const token of [undefined, 5, "", "x".repeat(256), { a: 1 }]) {
      for (const send of [confirm, unsubscribe]) {
        const res = await send(t, token);
        expect(res.statusCode, String(token)).toBe(400);
        expect(typeof res.json().message).toBe("string");
      }
    }
  });
});

it("shows the owner the parts most waited for, counting only confirmed alerts still waiting", async () => {
  const [most, fewer] = [await soldOutPart(t), await soldOutPart(t)];
  for (const [part, n] of [
    [most, 3],
    [fewer, 1],
  ] as const) {
    for (let i = 0; i < n; i++) await notify(t, part.id, undefined, await signUpWithToken(t));
  }
  // An unconfirmed visitor does not count.
  await notify(t, fewer.id, { email: freshEmail() });
  const overview = async () =>
    (await t.app.inject({ method: "GET", url: "/api/admin/overview", headers: admin.auth })).json().mostWanted as {
      partId: string;
    }[];
  const ours = (list: { partId: string }[]) => list.filter((p) => [most.id, fewer.id].includes(p.partId));
  expect(ours(await overview())).toEqual([
    { partId: most.id, name: most.name, waiting: 3, orderable: false },
    { partId: fewer.id, name: fewer.name, waiting: 1, orderable: false },
  ]);
  // Told of the restock, they wait no more.
  await restock(t, admin, most.id);
  expect(ours(await overview())).toEqual([{ partId: fewer.id, name: fewer.name, waiting: 1, orderable: false }]);
});
