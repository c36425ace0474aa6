import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/helper.ts";
import { multipart } from "../../../test/pictures.ts";
import { recordingMailer } from "../../../test/sent-mail.ts";
import { addPart, type Customer, order, payWithCard, signUpAdmin, stockOf } from "../../../test/shop.ts";
import { orders } from "../../db/schema.ts";
import { notify, restockMails } from "./test-kit.ts";

/*
 * Every way a part's stock comes back tells its waiting subscribers, each once, and the mail
 * leaves at once: the worker is woken by the path itself, not by its idle look a minute later.
 * A sweeper runs here (every 100 ms) for the expired holds.
 */
let t: TestApp;
let admin: Customer;
let buyer: Customer;
const mail = recordingMailer();
beforeAll(async () => {
  t = await createTestApp({ mailer: mail.mailer, orderHolds: { minutes: 30, sweepEveryMs: 100 } });
  admin = await signUpAdmin(t);
  buyer = await signUpWithToken(t);
});
afterAll(() => t.close());

/** A part of 2 units sold out by the buyer's unpaid order of both; answers the part and the order. */
async function soldOutByOrder() {
  const part = await addPart(t, { availableQuantity: 2, minQuantity: 1 });
  const res = await order(t, buyer, { productId: part.id, orderQuantity: 2 });
  expect(res.statusCode).toBe(201);
  expect(await stockOf(t, part.id)).toBe(0);
  return { part, orderId: res.json().insertedId as string };
}

/** Two customers waiting for the part. */
async function twoWaiting(partId: string) {
  const waiting = [await signUpWithToken(t), await signUpWithToken(t)];
  for (const who of waiting) expect((await notify(t, partId, undefined, who)).statusCode).toBe(200);
  return waiting.map((w) => w.email).sort();
}

/** Each waiting customer got exactly one restock mail, sent. */
async function toldOnce(partName: string, emails: string[]) {
  await expect.poll(() => restockMails(t, partName), { timeout: 5000 }).toEqual(emails);
  await t.mailSent();
  for (const email of emails) expect(mail.to(email, new RegExp(`^${partName} is back in stock$`))).toHaveLength(1);
}

describe("each path that raises stock tells the waiting subscribers once", () => {
  it("a deleted unpaid order", async () => {
    const { part, orderId } = await soldOutByOrder();
    const emails = await twoWaiting(part.id);
    const res = await t.app.inject({ method: "DELETE", url: `/api/orders/${orderId}`, headers: buyer.auth });
    expect(res.statusCode).toBe(200);
    await toldOnce(part.name, emails);
  });

  it("an unpaid order's hold running out", async () => {
    const { part, orderId } = await soldOutByOrder();
    const emails = await twoWaiting(part.id);
    await t.db.update(orders).set({ holdUntil: sql`now() - interval '1 second'` }).where(eq(orders.id, orderId));
    await toldOnce(part.name, emails);
  });

  it("a refund", async () => {
    const { part, orderId } = await soldOutByOrder();
    const { transactionId } = await payWithCard(t, buyer, orderId);
    const paid = await t.app.inject({
      method: "PATCH",
      url: `/api/orders/${orderId}`,
      headers: buyer.auth,
      payload: { transactionId },
    });
    expect(paid.statusCode).toBe(200);
    const emails = await twoWaiting(part.id);
    const res = await t.app.inject({ method: "POST", url: `/api/orders/${orderId}/refund`, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    await toldOnce(part.name, emails);
  });

  it("a catalog import", async () => {
    const sku = `ALERT-${Date.now()}`;
    const upload = async (stock: string) => {
      const file = `sku,name,description,picture,category,brand,price,minimum,stock\n${sku},Alert Chain ${sku},x,/images/parts/chain.svg,chains,velotek,1.00,1,${stock}\n`;
      const checked = await t.app.inject({
        method: "POST",
        url: "/api/catalog/imports",
        headers: admin.auth,
        payload: multipart("file", "catalog.csv", "text/csv", file),
      });
      expect(checked.statusCode).toBe(201);
      const url = `/api/catalog/imports/${checked.json().id}/confirm`;
      expect((await t.app.inject({ method: "POST", url, headers: admin.auth })).statusCode).toBe(200);
    };
    await upload("0");
    const [part] = (await t.app.inject({ method: "GET", url: `/api/parts?search=${sku}` })).json();
    const emails = await twoWaiting(part._id);
    await upload("12");
    await toldOnce(part.name, emails);
  });

  it("the admin's edit", async () => {
    const part = await addPart(t, { availableQuantity: 0, minQuantity: 1 });
    const emails = await twoWaiting(part.id);
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/parts/${part.id}`,
      headers: admin.auth,
      payload: { availableQuantity: 5 },
    });
    expect(res.statusCode).toBe(200);
    await toldOnce(part.name, emails);
  });
});
