import type { FastifyInstance } from "fastify";
import { repeatWhileOpen } from "../../../shared/repeat.ts";
import { partsOf, type ReleasedHold, releaseEndedHolds, withLineOf } from "./holds.ts";

/**
 * Makes the payments of orders whose hold ended unchargeable: cancelled if still open, refunded
 * if one went through after the hold ended (such an order can never be marked paid). A failure
 * is logged; a payment that still succeeds later is refunded when the PATCH or webhook comes.
 */
async function closePaymentsOf(app: FastifyInstance, released: ReleasedHold[]) {
  for (const order of released) {
    const paymentId = order.paymentIntentId;
    if (!paymentId) continue;
    try {
      if ((await app.payments.provider.cancel(paymentId)) === "under-way") {
        const payment = await app.payments.provider.retrieve(paymentId);
        if (payment?.status === "succeeded") {
          await app.payments.provider.refund(paymentId);
          app.log.warn({ orderId: order.id, paymentId }, "refunded a payment made after its order's hold ended");
        }
      }
    } catch (err) {
      app.log.warn({ err, orderId: order.id, paymentId }, "the payment of an expired order could not be closed");
    }
  }
}

/** What follows releasing holds, wherever they were released: the parts' stock is public and cached. */
export async function settleReleasedHolds(app: FastifyInstance, released: ReleasedHold[]) {
  if (released.length === 0) return;
  app.metrics.orders.expired.inc(released.length);
  app.publicCache.forgetParts(partsOf(released));
  await closePaymentsOf(app, released);
}

/** Releases every ended hold now; answers how many orders it released. */
export async function sweepEndedHolds(app: FastifyInstance): Promise<number> {
  let total = 0;
  for (;;) {
    const released = await releaseEndedHolds(app.db);
    if (released.length === 0) return total;
    total += released.length;
    await settleReleasedHolds(app, released);
  }
}

/**
 * Releases the ended holds of orders with a line of this part, one-line or not, for an order of
 * it that the stock could not take without their units (decision 0095); the rest are the sweep's.
 * Answers whether it released any.
 */
export async function releaseEndedHoldsOfPart(app: FastifyInstance, partId: string): Promise<boolean> {
  const released = await releaseEndedHolds(app.db, withLineOf(partId));
  await settleReleasedHolds(app, released);
  return released.length > 0;
}

/**
 * Sweeps ended holds every `everyMs` in this process; every server process does, and the
 * database makes sure each hold is released once. Stops when the app closes.
 */
export function startHoldSweeper(app: FastifyInstance, everyMs: number) {
  repeatWhileOpen(app, everyMs, () => sweepEndedHolds(app), "ended holds could not be released this time");
}
