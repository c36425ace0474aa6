import { messages, orderExpiredRefundRefused } from "@shop/contract";
import type { FastifyInstance } from "fastify";
import type { Caller } from "../../../auth/guards.ts";
import { paymentReceiptMail } from "../../../mail/templates.ts";
import { CURRENCY, RefundRefused } from "../../../payment-providers/provider.ts";
import { Conflict, PaymentRefused } from "../../../shared/domain-errors.ts";
import { issueDueInvoices } from "../../invoices/index.ts";
import { myOrdersLink } from "../mail-links.ts";
import { type OrderRow, orderTotalCents, ownedOrder } from "../records.ts";
import { markOrderPaid, PaymentTooLate } from "./payment-records.ts";

/**
 * Asks the provider about the payment and marks the order paid only if it succeeded, for this
 * order, for its whole amount, in dollars, and is the order's live payment; a payment that comes
 * after the order's hold ended is refunded at once, and the refusal says whether the provider
 * gave it back. The PATCH of the payment page and Stripe's webhook both come here, so either may
 * arrive first and the second changes nothing. Answers whether the order was marked paid now.
 */
export async function verifyAndMarkPaid(
  app: FastifyInstance,
  order: OrderRow,
  transactionId: string,
): Promise<boolean> {
  if (order.paid) {
    if (order.transactionId === transactionId) return false;
    throw new Conflict(messages.orderAlreadyPaid);
  }
  const payment = await app.payments.provider.retrieve(transactionId);
  const verified =
    payment?.status === "succeeded" &&
    payment.id === order.paymentIntentId &&
    payment.orderId === order.id &&
    payment.amountCents === orderTotalCents(order) &&
    payment.currency === CURRENCY;
  if (!verified) throw new PaymentRefused(messages.paymentNotVerified);
  try {
    const marked = await markOrderPaid(app.db, order.id, transactionId, (paid) =>
      paymentReceiptMail({ ...paid, totalCents: orderTotalCents(paid), transactionId }, myOrdersLink(app)),
    );
    if (marked) {
      app.metrics.orders.paid.inc();
      await numberInvoices(app);
      app.mailWorker.wake();
    }
    return marked;
  } catch (err) {
    if (!(err instanceof PaymentTooLate)) throw err;
    await refundLatePayment(app, order, transactionId, err.message);
    throw new Conflict(messages.orderExpiredRefunded);
  }
}

/** The payment stands whatever happens here: a numbering that fails is done by the sweeper. */
async function numberInvoices(app: FastifyInstance) {
  try {
    await issueDueInvoices(app.db, app.seller, { wait: false });
  } catch (err) {
    app.log.warn({ err }, "invoices could not be numbered yet; the sweeper will");
  }
}

/** Marks the caller's order paid with this payment (the payment page's PATCH). */
export async function payOrder(app: FastifyInstance, caller: Caller, id: string, transactionId: string) {
  return verifyAndMarkPaid(app, await ownedOrder(app.db, caller, id), transactionId);
}

/** The hold ended (or the order went) before the payment arrived: it is not taken but given back. */
async function refundLatePayment(app: FastifyInstance, order: OrderRow, paymentId: string, why: string) {
  try {
    await app.payments.provider.refund(paymentId);
  } catch (err) {
    if (!(err instanceof RefundRefused)) throw err;
    // The money stays with the provider: only the owner can give it back now (its dashboard).
    app.log.error(
      { orderId: order.id, paymentId, why, reason: err.message },
      "a payment its order can't take was not refunded; refund it by hand",
    );
    throw new Conflict(orderExpiredRefundRefused(err.message));
  }
  app.log.warn({ orderId: order.id, paymentId, why }, "refunded a payment its order can't take");
}
