import type { FastifyInstance } from "fastify";
import { paymentReceiptMail } from "../../mail/templates.ts";
import { CURRENCY, RefundRefused } from "../../payments/provider.ts";
import { markOrderPaid, type OrderRow, orderTotalCents } from "../../shared/orders.ts";

/**
 * Asks the provider about the payment and marks the order paid only if it succeeded, for this
 * order, for its whole amount, in dollars, and is the order's live payment; a payment that comes
 * after the order's hold ended is refunded at once (the provider's refusal is answered, not thrown,
 * since the payment itself went through). The PATCH of the
 * payment page and Stripe's webhook both come here, so either may arrive first and the second
 * changes nothing.
 */
export async function verifyAndMarkPaid(
  app: FastifyInstance,
  order: OrderRow,
  transactionId: string,
): Promise<"marked" | "already" | "conflict" | "unverified" | "refunded" | RefundRefused> {
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
    try {
      await app.payments.provider.refund(transactionId);
    } catch (err) {
      if (!(err instanceof RefundRefused)) throw err;
      // The money stays with the provider: only the owner can give it back now (its dashboard).
      app.log.error(
        { orderId: order.id, paymentId: transactionId, outcome, reason: err.message },
        "a payment its order can't take was not refunded; refund it by hand",
      );
      return err;
    }
    app.log.warn({ orderId: order.id, paymentId: transactionId, outcome }, "refunded a payment its order can't take");
    return "refunded";
  }
  if (outcome === "marked") {
    app.metrics.orders.paid.inc();
    app.mailWorker.wake();
  }
  return outcome;
}
