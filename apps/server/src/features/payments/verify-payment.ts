import type { FastifyInstance } from "fastify";
import { paymentReceiptMail } from "../../mail/templates.ts";
import { CURRENCY } from "../../payments/provider.ts";
import { markOrderPaid, type OrderRow, orderTotalCents } from "../../shared/orders.ts";

/**
 * Asks the provider about the payment and marks the order paid only if it succeeded, for this
 * order, for its whole amount, in dollars, and is the order's live payment; a payment that comes
 * after the order's hold ended is refunded at once. The PATCH of the
 * payment page and Stripe's webhook both come here, so either may arrive first and the second
 * changes nothing.
 */
export async function verifyAndMarkPaid(
  app: FastifyInstance,
  order: OrderRow,
  transactionId: string,
): Promise<"marked" | "already" | "conflict" | "unverified" | "refunded"> {
  if (order.paid) return order.transactionId === transactionId ? "already" : "conflict";
  const payment = await app.payments.provider.retrieve(transactionId);
  const verified =
    payment?.status === "succeeded" &&
    payment.id === order.paymentIntentId &&
    payment.orderId === order.id &&
    payment.amountCents === orderTotalCents(order) &&
    payment.currency === CURRENCY;
  if (!verified) return "unverified";
  const outcome = await markOrderPaid(app.db, order.id, transactionId, (paid) =>
    paymentReceiptMail(
      { ...paid, totalCents: orderTotalCents(paid), transactionId },
      `${app.publicUrl}/deshboard/myorders`,
    ),
  );
  if (outcome === "ended" || outcome === "gone") {
    // The hold ended (or the order went) before the payment arrived: it is not taken.
    await app.payments.provider.refund(transactionId);
    app.log.warn({ orderId: order.id, paymentId: transactionId, outcome }, "refunded a payment its order can't take");
    return "refunded";
  }
  if (outcome === "marked") app.mailWorker.wake();
  return outcome;
}
