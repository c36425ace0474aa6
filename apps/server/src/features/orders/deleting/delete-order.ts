import { messages } from "@shop/contract";
import type { FastifyInstance } from "fastify";
import type { Caller } from "../../../auth/guards.ts";
import { Conflict } from "../../../shared/domain-errors.ts";
import { holdEnded } from "../holds/holds.ts";
import { findOrder, type OrderRow, ownedOrder } from "../records.ts";
import { deleteRefundedOrder, deleteUnpaidOrder } from "../repository.ts";

/** Deletes the caller's order (any, for an admin); answers whether it was deleted now. */
export async function deleteOrder(app: FastifyInstance, caller: Caller, id: string): Promise<boolean> {
  const order = await ownedOrder(app.db, caller, id, true);
  const returned = await deleteOrderAndPayment(app, order);
  // The parts' stock is public and cached.
  if (returned) app.publicCache.forgetParts(returned);
  return returned !== undefined;
}

/**
 * Deletes a refunded order as it is, or an unpaid order, first cancelling its live payment at the
 * provider so its client secret can never be charged afterwards. A payment that cannot be cancelled (it succeeded or is being
 * processed) keeps the order, unless the order's hold had ended: then the payment is refunded.
 * The delete happens only if no new payment was started meanwhile;
 * if one was, that one is cancelled in turn.
 */
async function deleteOrderAndPayment(app: FastifyInstance, first: OrderRow): Promise<string[] | undefined> {
  // Its payment went back and its units came back with the refund: nothing is left to settle.
  if (first.status === "Refunded") return (await deleteRefundedOrder(app.db, first.id)) ? [] : undefined;
  let order: OrderRow | undefined = first;
  for (let attempt = 0; order && attempt < 3; attempt++) {
    if (order.paid) throw new Conflict(messages.orderPaidCannotDelete);
    const paymentId = order.paymentIntentId;
    if (paymentId && (await app.payments.provider.cancel(paymentId)) === "under-way") {
      // A payment that came after the hold ended can never pay the order: it goes back instead.
      if (!holdEnded(order) || !(await refundable(app, paymentId))) throw new Conflict(messages.orderPaymentUnderway);
      await app.payments.provider.refund(paymentId);
    }
    const returned = await deleteUnpaidOrder(app.db, order.id, paymentId);
    if (returned) return returned;
    order = await findOrder(app.db, order.id);
  }
  if (order) throw new Conflict(messages.orderPaymentUnderway);
  return undefined;
}

async function refundable(app: FastifyInstance, paymentId: string) {
  return (await app.payments.provider.retrieve(paymentId))?.status === "succeeded";
}
