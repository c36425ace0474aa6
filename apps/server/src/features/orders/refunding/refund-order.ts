import { messages, refundRefused } from "@shop/contract";
import type { FastifyInstance } from "fastify";
import { orderRefundedMail } from "../../../mail/templates.ts";
import { RefundRefused } from "../../../payment-providers/provider.ts";
import { Conflict, NotFound, ProviderFailed } from "../../../shared/domain-errors.ts";
import { issueDueInvoices } from "../../invoices/index.ts";
import { holdEnded } from "../holds/holds.ts";
import { myOrdersLink } from "../mail-links.ts";
import { existingOrder, findOrder, type OrderRow, orderTotalCents } from "../records.ts";
import { abandonRefund, finishRefund, startRefund } from "./refund-repository.ts";

/**
 * Refunds a paid order that has not shipped (decision 0019): the order is marked 'Refunding',
 * the provider refunds its payment, then the order becomes 'Refunded', its units go back and the
 * customer is mailed. Asked again, or twice at once, it answers the same refunded order; an order
 * left 'Refunding' (the provider did not answer, or the process stopped) is finished by asking
 * again, since the provider refunds a payment once however often it is asked.
 */
export async function refundOrder(app: FastifyInstance, id: string): Promise<OrderRow> {
  let order = await existingOrder(app.db, id);
  if (order.status === "Refunded") return order;
  if (order.status !== "Refunding") {
    const started = await startRefund(app.db, id);
    // Not started: another call moved the order on between the read and the UPDATE, or it
    // cannot be refunded.
    const now = started ?? (await findOrder(app.db, id));
    if (!now) throw new NotFound(messages.orderNotFound);
    if (now.status === "Refunded") return now;
    if (now.status !== "Refunding") throw refusal(now);
    order = now;
  }

  // The credit note refers to the invoice: a payment's numbering step still to run runs now.
  await issueDueInvoices(app.db, app.seller);
  const paymentId = order.transactionId ?? order.paymentIntentId;
  try {
    if (!paymentId) throw new RefundRefused("The order has no payment.");
    await app.payments.provider.refund(paymentId);
  } catch (err) {
    if (err instanceof RefundRefused) {
      await abandonRefund(app.db, id);
      throw new ProviderFailed(refundRefused(err.message));
    }
    // The refund may or may not have happened: the order stays 'Refunding' until asked again.
    app.log.error({ err, orderId: id, paymentId }, "the payment provider did not answer a refund");
    throw new ProviderFailed(messages.refundUnreachable);
  }

  const refunded = await finishRefund(app.db, id, (row) =>
    orderRefundedMail({ ...row, totalCents: orderTotalCents(row) }, myOrdersLink(app)),
  );
  if (refunded) {
    app.metrics.orders.refunded.inc();
    app.mailWorker.wake();
    // The parts' stock is public and cached.
    app.publicCache.forgetParts(refunded.returnedPartIds);
    const { returnedPartIds: _, ...order } = refunded;
    return order;
  }
  const now = await findOrder(app.db, id);
  if (now?.status === "Refunded") return now;
  throw now ? refusal(now) : new NotFound(messages.orderNotFound);
}

function refusal(order: OrderRow) {
  if (order.status === "Shipped") return new Conflict(messages.refundShipped);
  if (holdEnded(order)) return new Conflict(messages.refundExpired);
  return new Conflict(messages.refundNotPaid);
}
