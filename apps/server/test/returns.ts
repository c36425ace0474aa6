import { expect } from "vitest";
import type { TestApp } from "./helper.ts";
import { addPart, type Customer, checkoutCart, payWithCard } from "./shop.ts";

/*
 * Returns (issue 31) in tests: a shipped two-line order of the customer's, and the calls of the
 * customer and the admin.
 */

/** A checkout of 3 x $10.00 and 2 x $12.50 sent for $4.95, paid (with `card`) and shipped. */
export async function shippedOrder(t: TestApp, admin: Customer, who: Customer, card?: string) {
  const a = await addPart(t, { priceCents: 1000, minQuantity: 1, availableQuantity: 10 });
  const b = await addPart(t, { priceCents: 1250, minQuantity: 1, availableQuantity: 10 });
  const placed = await checkoutCart(t, admin, who, [
    [a.id, 3],
    [b.id, 2],
  ]);
  expect(placed.statusCode).toBe(201);
  const id = placed.json().insertedId as string;
  const { transactionId } = await payWithCard(t, who, id, card);
  await t.app.inject({ method: "PATCH", url: `/api/orders/${id}`, headers: who.auth, payload: { transactionId } });
  const shipped = await t.app.inject({
    method: "PUT",
    url: `/api/orders/${id}`,
    headers: admin.auth,
    payload: { status: "Shipped" },
  });
  expect(shipped.json()).toMatchObject({ modifiedCount: 1 });
  return { id, a, b, transactionId: transactionId as string };
}

export const askReturn = (t: TestApp, who: Customer, orderId: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: "POST",
    url: `/api/orders/${orderId}/returns`,
    headers: who.auth,
    payload: { reason: "does_not_fit", ...body },
  });

export const adminStep = (t: TestApp, admin: Customer, id: string, step: string, payload?: object) =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/returns/${id}/${step}`,
    headers: admin.auth,
    ...(payload && { payload }),
  });

/** A return of these lines taken through approval and receipt; answers its id. */
export async function receivedReturn(
  t: TestApp,
  admin: Customer,
  who: Customer,
  orderId: string,
  lines: { lineNo: number; quantity: number }[],
) {
  const asked = await askReturn(t, who, orderId, { lines });
  expect(asked.statusCode).toBe(201);
  const id = asked.json()._id as string;
  expect((await adminStep(t, admin, id, "approve")).statusCode).toBe(200);
  expect((await adminStep(t, admin, id, "receive")).statusCode).toBe(200);
  return id;
}
