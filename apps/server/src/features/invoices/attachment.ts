import type { SellerDetails } from "@shop/contract";
import type { Db } from "../../db/client.ts";
import type { Attachment } from "../../mail/mailer.ts";
import { Conflict } from "../../shared/domain-errors.ts";
import { issueDueInvoices } from "./issue-invoices.ts";
import { invoicePdf } from "./pdf.ts";
import { issuedInvoice } from "./repository.ts";

/**
 * The invoice a 'paid' mail names, drawn when the mail is sent (decision 0083). Not numbered
 * yet: the numbering step runs first; still none, the mail waits for its next try.
 */
export async function invoiceAttachment(db: Db, seller: SellerDetails, orderId: string): Promise<Attachment> {
  let invoice = await issuedInvoice(db, orderId);
  if (!invoice) {
    await issueDueInvoices(db, seller);
    invoice = await issuedInvoice(db, orderId);
  }
  if (!invoice) throw new Conflict(`the invoice of order ${orderId} is not issued yet`);
  return {
    filename: `invoice-${invoice.number}.pdf`,
    contentType: "application/pdf",
    content: await invoicePdf(invoice),
  };
}
