import { messages, type SellerDetails } from "@shop/contract";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Caller } from "../../auth/guards.ts";
import type { Db } from "../../db/client.ts";
import { creditNotes, invoices, orders } from "../../db/schema.ts";
import { NotFound } from "../../shared/domain-errors.ts";
import type { CreditNoteDocument, InvoiceDocument } from "./document.ts";
import { issueDueInvoices } from "./issue-invoices.ts";

/** The invoice numbers and credit notes of these orders, for their answers: two queries for a page. */
export async function documentsOf(db: Db, orderIds: string[]) {
  const byOrder = new Map<string, { invoiceNumber?: string; creditNotes: { n: number; number: string }[] }>(
    orderIds.map((id) => [id, { creditNotes: [] }]),
  );
  if (orderIds.length === 0) return byOrder;
  const [issued, notes] = await Promise.all([
    db
      .select({ orderId: invoices.orderId, number: invoices.number })
      .from(invoices)
      .where(inArray(invoices.orderId, orderIds)),
    db
      .select({ orderId: creditNotes.orderId, n: creditNotes.n, number: creditNotes.number })
      .from(creditNotes)
      .where(inArray(creditNotes.orderId, orderIds))
      .orderBy(asc(creditNotes.n)),
  ]);
  for (const i of issued) {
    const entry = i.orderId ? byOrder.get(i.orderId) : undefined;
    if (entry) entry.invoiceNumber = i.number;
  }
  for (const c of notes) if (c.orderId) byOrder.get(c.orderId)?.creditNotes.push({ n: c.n, number: c.number });
  return byOrder;
}

/**
 * The order, if the caller may read its documents: its owner or an admin. Anyone else is told
 * there is no such order, so an id says nothing about someone else's orders.
 */
async function readableOrder(db: Db, caller: Caller, orderId: string) {
  const [order] = await db
    .select({ id: orders.id, userId: orders.userId, paid: orders.paid })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || (order.userId !== caller.id && caller.role !== "admin")) throw new NotFound(messages.orderNotFound);
  return order;
}

/** The order's invoice; a paid order's not numbered yet is numbered now rather than refused. */
export async function invoiceFor(db: Db, seller: SellerDetails, caller: Caller, orderId: string) {
  const order = await readableOrder(db, caller, orderId);
  if (!order.paid) throw new NotFound(messages.invoiceNotFound);
  let found = await issuedInvoice(db, orderId);
  if (!found) {
    await issueDueInvoices(db, seller);
    found = await issuedInvoice(db, orderId);
  }
  if (!found) throw new NotFound(messages.invoiceNotFound);
  return found;
}

export async function issuedInvoice(db: Db, orderId: string): Promise<InvoiceDocument | undefined> {
  const [row] = await db.select({ document: invoices.document }).from(invoices).where(eq(invoices.orderId, orderId));
  return row?.document as InvoiceDocument | undefined;
}

export async function creditNoteFor(db: Db, caller: Caller, orderId: string, n: number): Promise<CreditNoteDocument> {
  await readableOrder(db, caller, orderId);
  const [row] = await db
    .select({ document: creditNotes.document })
    .from(creditNotes)
    .where(and(eq(creditNotes.orderId, orderId), eq(creditNotes.n, n)));
  if (!row) throw new NotFound(messages.creditNoteNotFound);
  return row.document as CreditNoteDocument;
}
