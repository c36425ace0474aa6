import { messages } from "@shop/contract";
import type { FastifyInstance } from "fastify";
import { orderShippedMail } from "../../../mail/templates.ts";
import { Conflict } from "../../../shared/domain-errors.ts";
import { myOrdersLink } from "../mail-links.ts";
import { existingOrder, orderTotalCents } from "../records.ts";
import { markShipped } from "../repository.ts";

/**
 * Ships a paid order and mails the customer; answers whether it shipped now. Shipping twice (two
 * admins at once) changes the order, and mails the customer, once.
 */
export async function shipOrder(app: FastifyInstance, id: string): Promise<boolean> {
  const before = await existingOrder(app.db, id);
  if (!before.paid) throw new Conflict(messages.orderNotPaid);
  if (before.status === "Refunded") throw new Conflict(messages.orderRefundedCannotShip);
  if (before.status === "Refunding") throw new Conflict(messages.orderRefundUnderway);
  const shipped = await markShipped(app.db, before.id, (order) =>
    orderShippedMail({ ...order, totalCents: orderTotalCents(order) }, myOrdersLink(app)),
  );
  if (shipped) app.mailWorker.wake();
  return Boolean(shipped);
}
