import { messages } from "@shop/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { creditNotes, invoices } from "../../db/schema.ts";
import { Conflict, InvalidInput } from "../../shared/domain-errors.ts";
import { type Amounts, type CreditNoteDocument, documentNumber, type InvoiceDocument, sumOf } from "./document.ts";
import { issuingTime, nextNumber } from "./numbering.ts";

export type CreditedLine = Amounts & { lineNo: number; quantity: number };

export type CreditNoteRequest = {
  orderId: string;
  /** What is given back of each invoiced line: its units and their money, in cents. */
  lines: CreditedLine[];
  /** Shipping given back, gross, in cents; split into net and tax at the invoice's shipping rate. */
  shippingCents: number;
  reason: string;
};

/** The order's invoice has not been issued yet (its numbering step is still to run). */
export class InvoiceMissing extends Conflict {}

/**
 * Issues a credit note against the order's invoice, for a full or partial refund, numbered from
 * its own gapless yearly series (CN-2026-000007) in the caller's transaction: pass the
 * transaction that records the refund, so both happen or neither. Credit notes of one invoice
 * are issued one at a time (its row is locked), and together never give back more units or
 * money of a line, or more shipping, than the invoice charged.
 */
export async function issueCreditNote(db: Db, request: CreditNoteRequest): Promise<{ n: number; number: string }> {
  return db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.orderId, request.orderId)).for("update");
    if (!invoice) throw new InvoiceMissing(messages.invoiceNotFound);
    const invoiced = invoice.document as InvoiceDocument;
    const earlier = await tx
      .select({ document: creditNotes.document })
      .from(creditNotes)
      .where(eq(creditNotes.invoiceId, invoice.id));
    const given = earlier.map((e) => e.document as CreditNoteDocument);
    const lines = creditedLines(invoiced, given, request.lines);
    const shipping = creditedShipping(invoiced, given, request.shippingCents);
    if (lines.length === 0 && shipping.grossCents === 0) throw new InvalidInput(messages.creditNoteEmpty);

    const { year, at } = await issuingTime(tx);
    const seq = await nextNumber(tx, "credit_note", year);
    const number = documentNumber("credit_note", year, seq);
    const n = earlier.length + 1;
    const document: CreditNoteDocument = {
      kind: "credit_note",
      number,
      invoiceNumber: invoice.number,
      reason: request.reason,
      issuedAt: at.toISOString(),
      orderId: invoiced.orderId,
      seller: invoiced.seller,
      customer: invoiced.customer,
      pricesIncludeTax: invoiced.pricesIncludeTax,
      currency: invoiced.currency,
      lines,
      shipping,
      totals: sumOf([...lines, shipping]),
    };
    await tx.insert(creditNotes).values({
      invoiceId: invoice.id,
      orderId: request.orderId,
      n,
      year,
      seq,
      number,
      issuedAt: at,
      document,
    });
    return { n, number };
  });
}

/** A credit note for everything the invoice charged and no credit note gave back yet (a full refund). */
export async function creditWholeInvoice(db: Db, orderId: string, reason: string) {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  if (!invoice) throw new InvoiceMissing(messages.invoiceNotFound);
  const invoiced = invoice.document as InvoiceDocument;
  const given = (await db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id))).map(
    (c) => c.document as CreditNoteDocument,
  );
  const left = (lineNo: number) => {
    const line = invoiced.lines.find((l) => l.lineNo === lineNo) as InvoiceDocument["lines"][number];
    const back = sumOf(given.flatMap((g) => g.lines.filter((l) => l.lineNo === lineNo)));
    const units = given.flatMap((g) => g.lines.filter((l) => l.lineNo === lineNo)).reduce((s, l) => s + l.quantity, 0);
    return {
      lineNo,
      quantity: line.quantity - units,
      netCents: line.netCents - back.netCents,
      taxCents: line.taxCents - back.taxCents,
      grossCents: line.grossCents - back.grossCents,
    };
  };
  const lines = invoiced.lines.map((l) => left(l.lineNo)).filter((l) => l.quantity > 0);
  const shippingBack = given.reduce((s, g) => s + g.shipping.grossCents, 0);
  return issueCreditNote(db, {
    orderId,
    lines,
    shippingCents: invoiced.shipping.grossCents - shippingBack,
    reason,
  });
}

function creditedLines(invoiced: InvoiceDocument, given: CreditNoteDocument[], asked: CreditedLine[]) {
  const seen = new Set<number>();
  return asked.map((a) => {
    const line = invoiced.lines.find((l) => l.lineNo === a.lineNo);
    const money = [a.quantity, a.netCents, a.taxCents, a.grossCents];
    if (!line || seen.has(a.lineNo) || money.some((v) => !Number.isSafeInteger(v) || v < 0) || a.quantity === 0) {
      throw new InvalidInput(messages.creditNoteTooMuch);
    }
    seen.add(a.lineNo);
    const before = given.flatMap((g) => g.lines.filter((l) => l.lineNo === a.lineNo));
    const back = sumOf([...before, a]);
    const units = before.reduce((s, l) => s + l.quantity, a.quantity);
    if (
      units > line.quantity ||
      back.netCents > line.netCents ||
      back.taxCents > line.taxCents ||
      back.grossCents > line.grossCents
    ) {
      throw new Conflict(messages.creditNoteTooMuch);
    }
    // What is given back is money paid: the line's discount is already out of it.
    const { discountCents: _discount, ...paid } = line;
    return { ...paid, quantity: a.quantity, netCents: a.netCents, taxCents: a.taxCents, grossCents: a.grossCents };
  });
}

function creditedShipping(invoiced: InvoiceDocument, given: CreditNoteDocument[], grossCents: number) {
  const charged = invoiced.shipping;
  const before = given.reduce((s, g) => s + g.shipping.grossCents, 0);
  if (!Number.isSafeInteger(grossCents) || grossCents < 0 || before + grossCents > charged.grossCents) {
    throw new Conflict(messages.creditNoteTooMuch);
  }
  // Tax in the invoice's proportion, half up; all of what is left gives back all of its tax.
  const taxCents =
    before + grossCents === charged.grossCents
      ? charged.taxCents - given.reduce((s, g) => s + g.shipping.taxCents, 0)
      : charged.grossCents === 0
        ? 0
        : Math.round((grossCents * charged.taxCents) / charged.grossCents);
  return {
    method: charged.method,
    taxRateBp: charged.taxRateBp,
    netCents: grossCents - taxCents,
    taxCents,
    grossCents,
  };
}
