import { refundRefused, returnMessages } from "@shop/contract";
import type { FastifyInstance } from "fastify";
import { RefundRefused } from "../../../payment-providers/provider.ts";
import { Conflict, NotFound, ProviderFailed } from "../../../shared/domain-errors.ts";
import { issueDueInvoices } from "../../invoices/index.ts";
import { findOrder } from "../records.ts";
import { abandonReturnRefund, finishReturnRefund, startReturnRefund } from "./refund-steps.ts";
import { findReturn, type ReturnRow, wrongState } from "./returns-repository.ts";

const ACTION = "refunded";

/**
 * Refunds a received return: part of the order's payment at the provider (its lines' share, and
 * shipping when the owner says so), under a key of the return's own, so asking again (after a
 * timeout, or two admins at once) refunds it once; then its units go back in stock, once.
 */
export async function refundReturn(app: FastifyInstance, id: string, refundShipping: boolean): Promise<ReturnRow> {
  const found = await findReturn(app.db, id);
  if (!found) throw new NotFound(returnMessages.returnNotFound);
  if (found.status === "Refunded") return found;
  let row = found;
  if (found.status !== "Refunding") {
    const started = await startReturnRefund(app.db, id, refundShipping);
    const now = started ?? (await findReturn(app.db, id));
    if (!now) throw new NotFound(returnMessages.returnNotFound);
    if (now.status === "Refunded") return now;
    if (now.status !== "Refunding") throw new Conflict(wrongState(ACTION, now));
    row = now;
  }

  // The credit note refers to the invoice: a payment's numbering step still to run runs now.
  await issueDueInvoices(app.db, app.seller);
  const order = await findOrder(app.db, row.orderId);
  const paymentId = order?.transactionId ?? order?.paymentIntentId;
  const amountCents = row.refundCents ?? 0;
  try {
    if (amountCents > 0) {
      if (!paymentId) throw new RefundRefused("The order has no payment.");
      await app.payments.provider.refund(paymentId, { amountCents, key: `return-${id}` });
    }
  } catch (err) {
    if (err instanceof RefundRefused) {
      await abandonReturnRefund(app.db, id);
      throw new ProviderFailed(refundRefused(err.message));
    }
    // It may or may not have happened: the return stays as it is until asked again.
    app.log.error({ err, returnId: id, paymentId }, "the payment provider did not answer a return's refund");
    throw new ProviderFailed(returnMessages.refundUnreachable);
  }

  const finished = await finishReturnRefund(app, id);
  if (finished) {
    app.mailWorker.wake();
    // The parts' stock is public and cached.
    app.publicCache.forgetParts(finished.restockedPartIds);
    return finished.row;
  }
  const now = await findReturn(app.db, id);
  if (now?.status === "Refunded") return now;
  throw now ? new Conflict(wrongState(ACTION, now)) : new NotFound(returnMessages.returnNotFound);
}
