import { messages } from "@shop/contract";
import type { FastifyInstance } from "fastify";
import { httpError } from "../../../http/errors.ts";
import { CURRENCY } from "../../../payment-providers/provider.ts";
import { holdEnded } from "../holds/holds.ts";
import { claimPayment, findOrder, type OrderRow, orderTotalCents } from "../records.ts";

/**
 * The client secret of the order's one live payment, started at the provider if it has none.
 * Two requests at once may both start one; the database keeps the first recorded, and the other
 * is cancelled at once, before its secret is ever handed out (decision 0012).
 */
export async function livePaymentSecret(app: FastifyInstance, order: OrderRow): Promise<string> {
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
  if (!now) throw httpError(404, messages.orderNotFound);
  refuseUnpayable(now);
  if (!now.paymentClientSecret) throw httpError(409, messages.orderAlreadyPaid);
  return now.paymentClientSecret;
}

function refuseUnpayable(order: OrderRow) {
  if (order.paid) throw httpError(409, messages.orderAlreadyPaid);
  if (holdEnded(order)) throw httpError(409, messages.orderExpired);
}
