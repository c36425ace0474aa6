import { randomBytes } from "node:crypto";
import { messages } from "@shop/contract";
import { and, eq, sum } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { sandboxPayments, sandboxRefunds } from "../db/schema.ts";
import { Conflict, NotFound, PaymentRefused } from "../shared/domain-errors.ts";
import { type PartialRefund, type PaymentProvider, RefundRefused } from "./provider.ts";
import { checkCard, refundFailsWith } from "./test-cards.ts";

const token = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

/**
 * The offline provider: payments live in our own table and test cards are processed by
 * `checkCard`. It lets the shop take (pretend) payments with no account anywhere.
 */
export function createSandboxProvider(db: Db) {
  const provider: PaymentProvider = {
    publicConfig: () => ({ provider: "sandbox" }),
    async createIntent(intent) {
      const id = token("pi_sandbox");
      const clientSecret = `${id}_secret_${randomBytes(12).toString("hex")}`;
      await db.insert(sandboxPayments).values({
        id,
        clientSecret,
        orderId: intent.orderId,
        amountCents: intent.amountCents,
        currency: intent.currency,
        status: "requires_payment_method",
      });
      return { id, clientSecret };
    },
    async retrieve(id) {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
      if (!row) return null;
      return {
        id: row.id,
        status:
          row.status === "requires_payment_method" ? "pending" : row.status === "canceled" ? "failed" : row.status,
        amountCents: row.amountCents,
        currency: row.currency,
        orderId: row.orderId,
      };
    },
    async cancel(id) {
      // One conditional UPDATE: a card confirmed at the same moment either wins (under way) or loses.
      await db
        .update(sandboxPayments)
        .set({ status: "canceled" })
        .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, "requires_payment_method")));
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
      // A refunded payment holds no money any more: its order may go.
      return row?.status === "succeeded" ? "under-way" : "canceled";
    },
    async refund(id, partial) {
      if (partial) return refundPart(id, partial);
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
      if (!row) throw new RefundRefused("No such payment.");
      if (row.status === "refunded") return;
      if (row.status !== "succeeded")
        throw new RefundRefused("This payment has not succeeded, so there is nothing to refund.");
      const refusal = refundFailsWith(row.cardLast4);
      if (refusal) throw new RefundRefused(refusal);
      // Conditional, so two refunds at once change the payment once.
      await db
        .update(sandboxPayments)
        .set({ status: "refunded" })
        .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, "succeeded")));
    },
  };

  /** Gives back part of a payment once per key, never more than is left of it (as Stripe does). */
  async function refundPart(id: string, partial: PartialRefund): Promise<void> {
    await db.transaction(async (tx) => {
      // Locked, so two parts refunded at once add up against what is left.
      const [row] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)).for("update");
      if (!row) throw new RefundRefused("No such payment.");
      const [done] = await tx
        .select({ key: sandboxRefunds.idempotencyKey })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.idempotencyKey, partial.key));
      if (done) return;
      if (row.status === "refunded") throw new RefundRefused("This payment has been refunded in full already.");
      if (row.status !== "succeeded")
        throw new RefundRefused("This payment has not succeeded, so there is nothing to refund.");
      const refusal = refundFailsWith(row.cardLast4);
      if (refusal) throw new RefundRefused(refusal);
      const [given] = await tx
        .select({ cents: sum(sandboxRefunds.amountCents).mapWith(Number) })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.paymentId, id));
      const left = row.amountCents - (given?.cents ?? 0);
      if (partial.amountCents < 1 || partial.amountCents > left)
        throw new RefundRefused(
          `The amount must be between $0.01 and what is left of the payment ($${(left / 100).toFixed(2)}).`,
        );
      await tx
        .insert(sandboxRefunds)
        .values({ idempotencyKey: partial.key, paymentId: id, amountCents: partial.amountCents });
      if (partial.amountCents === left)
        await tx.update(sandboxPayments).set({ status: "refunded" }).where(eq(sandboxPayments.id, id));
    });
  }

  /**
   * Charges a test card against a payment and answers the payment's id; the card's number is
   * looked at here and forgotten. Refusals carry Stripe's error codes, as the card form expects.
   */
  async function confirm(clientSecret: string, card: Parameters<typeof checkCard>[0]): Promise<string> {
    const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.clientSecret, clientSecret));
    if (!row) throw new NotFound(messages.paymentIntentUnknown, "resource_missing");
    const check = checkCard(card);
    if (row.status === "requires_payment_method" && !check.ok) throw new PaymentRefused(check.message, check.code);
    // Charged only if still open: a payment cancelled (its order deleted or expired) or already
    // paid cannot be charged, even by a request that raced the cancellation.
    const [charged] = check.ok
      ? await db
          .update(sandboxPayments)
          .set({ status: "succeeded", cardBrand: check.brand, cardLast4: check.last4 })
          .where(and(eq(sandboxPayments.id, row.id), eq(sandboxPayments.status, "requires_payment_method")))
          .returning({ id: sandboxPayments.id })
      : [];
    if (!charged) {
      const [now] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, row.id));
      const message = now?.status === "canceled" ? messages.paymentCanceled : messages.paymentAlreadySucceeded;
      throw new Conflict(message, "payment_intent_unexpected_state");
    }
    return row.id;
  }

  return { provider, confirm };
}
