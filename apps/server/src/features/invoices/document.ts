import type { SellerDetails } from "@shop/contract";

/*
 * What an invoice or a credit note says, kept as issued (decision 0081): the PDF is drawn from
 * this and nothing else, so a later change of a part, a price or a setting changes no document.
 */

export type Amounts = { netCents: number; taxCents: number; grossCents: number };

export type DocumentLine = Amounts & {
  lineNo: number;
  name: string;
  sku: string | null;
  quantity: number;
  unitPriceCents: number;
  /** Basis points: 19 % is 1900. */
  taxRateBp: number;
  /** What the order's discount code took off this line; net, tax and gross are after it. */
  discountCents?: number;
};

export type Customer = { name: string; email: string; phone: string; address: string; country: string | null };

export type InvoiceDocument = {
  kind: "invoice";
  number: string;
  issuedAt: string;
  paidAt: string | null;
  orderId: string;
  seller: SellerDetails;
  customer: Customer;
  pricesIncludeTax: boolean;
  currency: "USD";
  /** The discount code the order used, if any. */
  discountCode?: string | null;
  lines: DocumentLine[];
  shipping: Amounts & { method: string | null; taxRateBp: number };
  totals: Amounts;
};

export type CreditNoteDocument = Omit<InvoiceDocument, "kind" | "paidAt"> & {
  kind: "credit_note";
  invoiceNumber: string;
  reason: string;
};

/** The sums of these amounts. */
export const sumOf = (items: Amounts[]): Amounts => ({
  netCents: items.reduce((s, a) => s + a.netCents, 0),
  taxCents: items.reduce((s, a) => s + a.taxCents, 0),
  grossCents: items.reduce((s, a) => s + a.grossCents, 0),
});

/**
 * The tax rate a line was charged, from its stored net and tax (orders keep the money, not the
 * rate). Each line's tax was rounded to the cent, so the exact quotient is off by up to half a
 * cent over the net; the shop's rate for the order's country is taken whenever it fits that
 * margin, else the quotient to the basis point (decision 0081).
 */
export function rateOf(money: Pick<Amounts, "netCents" | "taxCents">, likelyBp: number): number {
  if (money.netCents <= 0) return money.taxCents === 0 ? 0 : likelyBp;
  const exact = (money.taxCents * 10_000) / money.netCents;
  const margin = ((0.5 * 10_000) / money.netCents) * (1 + likelyBp / 10_000) + 1e-9;
  return Math.abs(exact - likelyBp) <= margin ? likelyBp : Math.round(exact);
}

/** `2026-000123`, or `CN-2026-000007` for a credit note. */
export const documentNumber = (series: "invoice" | "credit_note", year: number, seq: number) =>
  `${series === "credit_note" ? "CN-" : ""}${year}-${String(seq).padStart(6, "0")}`;
