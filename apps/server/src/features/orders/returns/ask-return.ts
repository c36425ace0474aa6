import { messages, type ReturnRequest, returnMessages } from "@shop/contract";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Caller } from "../../../auth/guards.ts";
import { orderLines, orderReturnLines, orderReturns, orders } from "../../../db/schema.ts";
import { enqueueMail } from "../../../mail/outbox.ts";
import { returnMails } from "../../../mail/return-mails.ts";
import { Conflict, InvalidInput, NotFound } from "../../../shared/domain-errors.ts";
import { myOrdersLink } from "../mail-links.ts";
import { unitsInReturns } from "./returns-repository.ts";
import { returnUntil } from "./window.ts";

/**
 * The order's owner asks to return some of its lines (issue 31). The order's row is locked while
 * the units already in returns are counted and the new return is written, so two requests at once
 * cannot both take the last units of a line: nothing is returned twice.
 */
export async function askReturn(app: FastifyInstance, caller: Caller, orderId: string, request: ReturnRequest) {
  const asked = await app.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    // Someone else's order is not told apart from one that does not exist.
    if (!order || order.userId !== caller.id) throw new NotFound(messages.orderNotFound);
    const until = returnUntil(order, app.returnDays);
    if (order.status !== "Shipped" || !order.shippedAt) throw new Conflict(returnMessages.notShipped);
    if (!until || until.getTime() <= Date.now()) throw new Conflict(returnMessages.windowClosed(app.returnDays));

    const lines = new Map(
      (await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId))).map((l) => [l.lineNo, l]),
    );
    const taken = await unitsInReturns(tx, orderId);
    for (const { lineNo, quantity } of request.lines) {
      const line = lines.get(lineNo);
      if (!line) throw new InvalidInput(returnMessages.unknownLine(lineNo));
      const left = line.quantity - (taken.get(lineNo) ?? 0);
      if (quantity > left) {
        const message = returnMessages.tooMany(lineNo, left);
        throw left < line.quantity ? new Conflict(message) : new InvalidInput(message);
      }
    }
    const [row] = await tx
      .insert(orderReturns)
      .values({ orderId, status: "Requested", reason: request.reason, note: request.note ?? "" })
      .returning();
    if (!row) throw new Error("the return was not written");
    await tx
      .insert(orderReturnLines)
      .values(request.lines.map((l) => ({ returnId: row.id, orderId, lineNo: l.lineNo, quantity: l.quantity })));
    const facts = {
      email: order.email,
      userName: order.userName,
      partName: order.partName,
      reason: row.reason,
      lines: request.lines.map((l) => ({ name: lines.get(l.lineNo)?.partName ?? "", quantity: l.quantity })),
    };
    await enqueueMail(tx, returnMails.requested(facts, myOrdersLink(app)));
    return row;
  });
  app.mailWorker.wake();
  return asked;
}
