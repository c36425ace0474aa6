/*
 * What the rest of the server may use of invoices (issue 31): the app registers the routes, the
 * sweeper and the mail's attachment; orders queues paid orders, numbers them, adds the documents
 * to its answers and issues credit notes on refunds (scripts/check-boundaries.mjs).
 */
export { invoiceAttachment } from "./attachment.ts";
export { type CreditedLine, type CreditNoteRequest, creditWholeInvoice, issueCreditNote } from "./credit-notes.ts";
export { issueDueInvoices, queueInvoice } from "./issue-invoices.ts";
export { documentsOf } from "./repository.ts";
export { invoicesRoutes } from "./routes.ts";
export { startInvoiceSweeper } from "./sweeper.ts";
