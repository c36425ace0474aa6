import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../../db/client.ts";
import { orders } from "../../../db/schema.ts";
import { enqueueMail } from "../../../mail/outbox.ts";
import { type ReturnMailKind, returnMails } from "../../../mail/return-mails.ts";
import { myOrdersLink } from "../mail-links.ts";
import { type ReturnRow, returnLinesOf } from "./returns-repository.ts";

/** Queues the customer's mail of this step of the return, in the caller's transaction. */
export async function queueReturnMail(app: FastifyInstance, tx: Db, kind: ReturnMailKind, row: ReturnRow) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId));
  if (!order) return;
  const lines = (await returnLinesOf(tx, [row.id])).get(row.id) ?? [];
  const facts = {
    email: order.email,
    userName: order.userName,
    partName: order.partName,
    reason: row.reason,
    lines: lines.map((l) => ({ name: l.name, quantity: l.quantity })),
    message: row.message,
    refundCents: row.refundCents,
  };
  await enqueueMail(tx, returnMails[kind](facts, myOrdersLink(app)));
}
