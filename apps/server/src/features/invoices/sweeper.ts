import type { SellerDetails } from "@shop/contract";
import type { FastifyInstance } from "fastify";
import { repeatWhileOpen } from "../../shared/repeat.ts";
import { issueDueInvoices } from "./issue-invoices.ts";

/**
 * Every process numbers what a payment left in the queue (its own numbering step failed, or the
 * process stopped between the payment and the numbering) every `everyMs`, and once at start.
 */
export function startInvoiceSweeper(app: FastifyInstance, seller: SellerDetails, everyMs: number) {
  app.addHook("onReady", async () => {
    await issueDueInvoices(app.db, seller).catch((err) => app.log.warn({ err }, "invoices could not be numbered yet"));
  });
  repeatWhileOpen(app, everyMs, () => issueDueInvoices(app.db, seller), "invoices could not be numbered this time");
}
