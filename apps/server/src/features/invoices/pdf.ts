import type { CreditNoteDocument, DocumentLine, InvoiceDocument } from "./document.ts";

/*
 * Invoices and credit notes as PDF (decision 0082): pdfkit with its built-in Helvetica, so no
 * font is fetched or shipped. Drawn from the stored document alone, the same every time.
 */

const MARGIN = 50;
const PAGE_BOTTOM = 841.89 - MARGIN;
/** The table's columns: left edge and width, in points on an A4 page. */
const COLUMNS = {
  item: [50, 115],
  sku: [165, 115],
  qty: [280, 25],
  unit: [305, 55],
  rate: [360, 40],
  net: [400, 50],
  tax: [450, 45],
  gross: [495, 50],
} as const;

const money = (cents: number) => `${cents < 0 ? "-" : ""}$${(Math.abs(cents) / 100).toFixed(2)}`;
const percent = (bp: number) => `${(bp / 100).toFixed(bp % 100 === 0 ? 0 : 2)}%`;
const day = (iso: string) => iso.slice(0, 10);
/**
 * The standard fonts know Latin-1 only: anything else is shown as "?" rather than as garbage. A
 * line break stays one: a discounted line's cell puts the discount under the part's name.
 */
const printable = (text: string) => text.normalize("NFKC").replace(/[^\n\x20-\x7E\xA0-\xFF]/g, "?");

export function invoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  return draw(doc, `Invoice ${doc.number}`, [
    `Invoice date: ${day(doc.issuedAt)}`,
    ...(doc.paidAt ? [`Paid on: ${day(doc.paidAt)}`] : []),
    `Order: ${doc.orderId}`,
    ...(doc.discountCode ? [`Discount code: ${doc.discountCode}`] : []),
  ]);
}

export function creditNotePdf(doc: CreditNoteDocument): Promise<Buffer> {
  return draw(doc, `Credit note ${doc.number}`, [
    `Refers to invoice ${doc.invoiceNumber}`,
    `Date: ${day(doc.issuedAt)}`,
    `Order: ${doc.orderId}`,
    `Reason: ${doc.reason}`,
  ]);
}

async function draw(doc: InvoiceDocument | CreditNoteDocument, title: string, facts: string[]): Promise<Buffer> {
  // Loaded with the first document drawn: its fonts' tables made it the start's second-largest
  // import, and most starts draw none (decision 0100).
  const { default: PDFDocument } = await import("pdfkit");
  const pdf = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: printable(title), Author: printable(doc.seller.legalName), CreationDate: new Date(doc.issuedAt) },
  });
  const chunks: Buffer[] = [];
  pdf.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  const say = (text: string, opts: PDFKit.Mixins.TextOptions = {}) => pdf.text(printable(text), opts);

  pdf.font("Helvetica-Bold").fontSize(18);
  say(title);
  pdf.font("Helvetica").fontSize(9).moveDown(0.5);
  for (const fact of facts) say(fact);

  const top = pdf.y + 15;
  pdf.font("Helvetica-Bold").text("Seller", MARGIN, top);
  pdf.font("Helvetica");
  for (const line of [
    doc.seller.legalName,
    doc.seller.address,
    `Tax number: ${doc.seller.taxNumber}`,
    doc.seller.email,
  ]) {
    say(line, { width: 230 });
  }
  const sellerBottom = pdf.y;
  pdf.font("Helvetica-Bold").text("Customer", 310, top);
  pdf.font("Helvetica");
  const c = doc.customer;
  for (const line of [c.name, c.address, ...(c.country ? [c.country] : []), c.email, c.phone].filter(Boolean)) {
    say(line, { width: 235 });
  }
  pdf.y = Math.max(sellerBottom, pdf.y) + 20;

  row(
    pdf,
    {
      item: "Item",
      sku: "SKU",
      qty: "Qty",
      unit: "Unit price",
      rate: "Tax rate",
      net: "Net",
      tax: "Tax",
      gross: "Gross",
    },
    true,
  );
  for (const line of doc.lines) row(pdf, lineCells(line));
  row(pdf, {
    item: `Shipping${doc.shipping.method ? `: ${doc.shipping.method}` : ""}`,
    sku: "",
    qty: "",
    unit: "",
    rate: percent(doc.shipping.taxRateBp),
    net: money(doc.shipping.netCents),
    tax: money(doc.shipping.taxCents),
    gross: money(doc.shipping.grossCents),
  });

  pdf.fontSize(9).moveDown(1);
  const totals: [string, number][] = [
    ["Net total", doc.totals.netCents],
    ["Tax total", doc.totals.taxCents],
    [doc.kind === "invoice" ? "Total" : "Total credited", doc.totals.grossCents],
  ];
  for (const [label, cents] of totals) {
    const y = pdf.y;
    pdf.font(label.startsWith("Total") ? "Helvetica-Bold" : "Helvetica");
    pdf.text(label, 360, y, { width: 90 });
    pdf.text(money(cents), 450, y, { width: 95, align: "right" });
  }
  pdf.font("Helvetica").fontSize(9).moveDown(1);
  pdf.x = MARGIN;
  say(
    doc.pricesIncludeTax
      ? "Unit prices include tax. Amounts in US dollars."
      : "Unit prices exclude tax. Amounts in US dollars.",
    { width: 495 },
  );
  pdf.end();
  return done;
}

const lineCells = (l: DocumentLine) => ({
  // A discounted line says what the code took off, so its unit price and amounts add up.
  item: l.discountCents ? `${l.name}\nDiscount: ${money(-l.discountCents)}` : l.name,
  sku: l.sku ?? "",
  qty: String(l.quantity),
  unit: money(l.unitPriceCents),
  rate: percent(l.taxRateBp),
  net: money(l.netCents),
  tax: money(l.taxCents),
  gross: money(l.grossCents),
});

/** One table row; a long name wraps and the row grows, a row that does not fit starts a page. */
function row(pdf: PDFKit.PDFDocument, cells: Record<keyof typeof COLUMNS, string>, head = false) {
  pdf.font(head ? "Helvetica-Bold" : "Helvetica").fontSize(8);
  const height = Math.max(
    ...Object.entries(COLUMNS).map(([key, [, width]]) =>
      pdf.heightOfString(printable(cells[key as keyof typeof COLUMNS]), { width: width - 4 }),
    ),
  );
  if (pdf.y + height > PAGE_BOTTOM) pdf.addPage();
  const y = pdf.y;
  for (const [key, [x, width]] of Object.entries(COLUMNS)) {
    const numeric = key !== "item" && key !== "sku";
    pdf.text(printable(cells[key as keyof typeof COLUMNS]), x, y, {
      width: width - 4,
      align: numeric ? "right" : "left",
    });
  }
  pdf.y = y + height + 4;
  pdf.x = MARGIN;
}
