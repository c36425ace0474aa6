import { messages } from "@shop/contract";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { orders } from "../../../db/schema.ts";
import type { Mail } from "../../../mail/mailer.ts";
import { enqueueMail } from "../../../mail/outbox.ts";
import { Conflict } from "../../../shared/domain-errors.ts";
import { queueInvoice } from "../../invoices/index.ts";
import { findOrder, type OrderRow } from "../records.ts";

/** The payment came after the order's hold ended, or after the order went: it cannot pay it. */
export class PaymentTooLate extends Conflict {}

/**
 * The order still holds its units. Checked by the database in the same UPDATE that pays the order
 * or starts its payment, so a sweep releasing the hold at that moment and the payment cannot both win.
 */
const holdLasts = and(eq(orders.holdReleased, false), gt(orders.holdUntil, sql`now()`));

/**
 * Makes this payment the order's one live payment, if it has none yet and is still unpaid. The
 * database decides between racing requests: only one UPDATE finds the column empty.
 */
export async function claimPayment(
  db: Db,
  id: string,
  payment: { id: string; clientSecret: string },
): Promise<boolean> {
  const [claimed] = await db
    .update(orders)
    .set({ paymentIntentId: payment.id, paymentClientSecret: payment.clientSecret })
    .where(and(eq(orders.id, id), eq(orders.paid, false), isNull(orders.paymentIntentId), holdLasts))
    .returning({ id: orders.id });
  return Boolean(claimed);
}

/**
 * Marks an order paid with a payment the provider has confirmed; only its live payment counts.
 * The receipt (with the invoice attached when sent) and the invoice's numbering are queued in the
 * same transaction. Answers whether it marked the order now:
 * repeating it with the same payment changes nothing; an order paid by another payment is a
 * Conflict, one whose hold ended (or that went) meanwhile PaymentTooLate.
 */
export async function markOrderPaid(
  db: Db,
  id: string,
  transactionId: string,
  receipt: (order: OrderRow) => Mail,
): Promise<boolean> {
  const marked = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ paid: true, status: "Pending", transactionId, paidAt: sql`now()` })
      .where(and(eq(orders.id, id), eq(orders.paid, false), eq(orders.paymentIntentId, transactionId), holdLasts))
      .returning();
    if (row) {
      // The invoice is numbered after this commits (decision 0080): the payment only queues it.
      await queueInvoice(tx, row.id, row.paidAt);
      await enqueueMail(tx, { ...receipt(row), attachment: { invoiceOf: row.id } });
    }
    return row;
  });
  if (marked) return true;
  const row = await findOrder(db, id);
  if (!row) throw new PaymentTooLate(messages.orderNotFound);
  if (!row.paid) throw new PaymentTooLate(messages.orderExpired);
  if (row.transactionId !== transactionId) throw new Conflict(messages.orderAlreadyPaid);
  return false;
}
