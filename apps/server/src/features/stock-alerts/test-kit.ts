import { and, desc, eq, like, sql } from "drizzle-orm";
import type { TestApp } from "../../../test/helper.ts";
import { addPart, type Customer } from "../../../test/shop.ts";
import { mailOutbox, parts } from "../../db/schema.ts";

/* Helpers the back-in-stock alerts' tests share. */

/** A part nobody can order: no units left. */
export const soldOutPart = (t: TestApp) => addPart(t, { availableQuantity: 0, minQuantity: 1 });

export function notify(t: TestApp, partId: string, body?: unknown, who?: Customer) {
  return t.app.inject({
    method: "POST",
    url: `/api/parts/${partId}/notify`,
    headers: who?.auth,
    ...(body !== undefined && { payload: body as object }),
  });
}

/** The admin's restock through the API (PATCH /parts/{id}). */
export async function restock(t: TestApp, admin: Customer, partId: string, availableQuantity = 10) {
  const res = await t.app.inject({
    method: "PATCH",
    url: `/api/parts/${partId}`,
    headers: admin.auth,
    payload: { availableQuantity },
  });
  if (res.statusCode !== 200) throw new Error(`restock refused: ${res.body}`);
}

/** Sells the part out behind the API's back, as orders would. */
export const sellOut = (t: TestApp, partId: string) =>
  t.db.update(parts).set({ availableQuantity: 0 }).where(eq(parts.id, partId));

/** The restock mails queued for this part, one per recipient told. */
export async function restockMails(t: TestApp, partName: string) {
  const rows = await t.db
    .select({ to: mailOutbox.recipient, facts: mailOutbox.facts, link: mailOutbox.link })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.template, "backInStock"), sql`${mailOutbox.facts}->>'partName' = ${partName}`));
  return rows.map((r) => r.to).sort();
}

/** The confirmation mails queued to this address, newest first. */
export async function confirmMails(t: TestApp, email: string) {
  return t.db
    .select({ link: mailOutbox.link, subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), like(mailOutbox.subject, "Confirm your alert%")))
    .orderBy(desc(mailOutbox.createdAt));
}

/** The token of the newest confirmation link mailed to this address. */
export async function newestConfirmToken(t: TestApp, email: string) {
  const [mail] = await confirmMails(t, email);
  const token = mail?.link && new URL(mail.link).searchParams.get("token");
  if (!token) throw new Error(`no confirmation mail to ${email}`);
  return token;
}

export const confirm = (t: TestApp, token: unknown) =>
  t.app.inject({ method: "POST", url: "/api/stock-alerts/confirm", payload: { token } as object });

export const unsubscribe = (t: TestApp, token: unknown) =>
  t.app.inject({ method: "POST", url: "/api/stock-alerts/unsubscribe", payload: { token } as object });
