import { returnMessages } from "@shop/contract";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { orderReturns } from "../../../db/schema.ts";
import { Conflict, NotFound } from "../../../shared/domain-errors.ts";
import { queueReturnMail } from "./return-mail.ts";
import { findReturn, type ReturnRow, wrongState } from "./returns-repository.ts";

type Step = {
  /** The word of the refusal: "This return is Refused, so it cannot be approved". */
  action: string;
  from: ReturnRow["status"];
  to: "Approved" | "Refused" | "Received";
  mail: "approved" | "refused" | "received";
};

const STEPS = {
  approve: { action: "approved", from: "Requested", to: "Approved", mail: "approved" },
  refuse: { action: "refused", from: "Requested", to: "Refused", mail: "refused" },
  receive: { action: "marked received", from: "Approved", to: "Received", mail: "received" },
} as const satisfies Record<string, Step>;

/**
 * Moves a return one step (the admin's approve, refuse, receive) and mails the customer, in one
 * conditional UPDATE: of two admins at once only one moves it and one mail goes. Asked again once
 * done, it answers the return as it is (a replay); asked in any other state, it is refused.
 */
export async function moveReturn(
  app: FastifyInstance,
  id: string,
  step: keyof typeof STEPS,
  message?: string,
): Promise<ReturnRow> {
  const { from, to, mail, action } = STEPS[step];
  const moved = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orderReturns)
      .set({ status: to, updatedAt: sql`now()`, ...(message !== undefined && { message }) })
      .where(and(eq(orderReturns.id, id), eq(orderReturns.status, from)))
      .returning();
    if (row) await queueReturnMail(app, tx, mail, row);
    return row;
  });
  if (moved) {
    app.mailWorker.wake();
    return moved;
  }
  const now = await findReturn(app.db, id);
  if (!now) throw new NotFound(returnMessages.returnNotFound);
  if (now.status === to) return now;
  throw new Conflict(wrongState(action, now));
}
