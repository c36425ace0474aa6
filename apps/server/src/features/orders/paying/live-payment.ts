import { messages } from "@shop/contract";
import type { FastifyInstance } from "fastify";
import type { Caller } from "../../../auth/guards.ts";
import { CURRENCY } from "../../../payment-providers/provider.ts";
import { Conflict, NotFound } from "../../../shared/domain-errors.ts";
import { holdEnded } from "../holds/holds.ts";
import { findOrder, type OrderRow, orderTotalCents, ownedOrder } from "../records.ts";
import { claimPayment } from "./payment-records.ts";

/**
 * The client secret of the caller's order's one live payment, started at the provider if it has none.
 * Two requests at once may both start one; the database keeps the first recorded, and the other
 * is cancelled at once, before its secret is ever handed out (decision 0012).
 */
export async function livePaymentSecret(app: FastifyInstance, caller: Caller, orderId: string): Promise<string> {
  const order = await ownedOrder(app.db, caller, orderId);
  refuseUnpayable(order);
  if (order.paymentClientSecret) return order.paymentClientSecret;
  const started = await app.payments.provider.createIntent({
    orderId: order.id,
    amountCents: orderTotalCents(order),
    currency: CURRENCY,
    email: order.email,
  });
  if (await claimPayment(app.db, order.id, started)) return started.clientSecret;
  const now = await findOrder(app.db, order.id);
  // Stripe answers a repeated request with the same payment: that one is the live one, keep it.
  if (now?.paymentIntentId !== started.id) await app.payments.provider.cancel(started.id);
  if (!now) throw new NotFound(messages.orderNotFound);
  refuseUnpayable(now);
  if (!now.paymentClientSecret) throw new Conflict(messages.orderAlreadyPaid);
  return now.paymentClientSecret;
}

function refuseUnpayable(order: OrderRow) {
  if (order.paid) throw new Conflict(messages.orderAlreadyPaid);
  if (holdEnded(order)) throw new Conflict(messages.orderExpired);
}
