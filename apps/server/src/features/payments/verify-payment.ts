import type { FastifyInstance } from "fastify";
import { paymentReceiptMail } from "../../mail/templates.ts";
import { CURRENCY } from "../../payments/provider.ts";
import { markOrderPaid, type OrderRow, orderTotalCents } from "../../shared/orders.ts";

/**
 * Asks the provider about the payment and marks the order paid only if it succeeded, for this
 * order, for its whole amount, in dollars. The PATCH of the payment page and Stripe's webhook
 * both come here, so either may arrive first and the second changes nothing.
 */
export async function verifyAndMarkPaid(
  app: FastifyInstance,
  order: OrderRow,
  transactionId: string,
): Promise<"marked" | "already" | "conflict" | "unverified"> {
  if (order.paid) return order.transactionId === transactionId ? "already" : "conflict";
  const payment = await app.payments.provider.retrieve(transactionId);
  const verified =
    payment?.status === "succeeded" &&
    payment.orderId === order.id &&
    payment.amountCents === orderTotalCents(order) &&
    payment.currency === CURRENCY;
  if (!verified) return "unverified";
  const outcome = await markOrderPaid(app.db, order.id, transactionId);
  if (outcome === "marked") {
    app.sendMail(
      paymentReceiptMail(
        { ...order, totalCents: orderTotalCents(order), transactionId },
        `${app.publicUrl}/deshboard/myorders`,
      ),
    );
  }
  return outcome;
}
