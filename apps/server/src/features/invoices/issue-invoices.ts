import type { SellerDetails } from "@shop/contract";
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { invoiceQueue, invoices, orderLines, orders, taxSettings } from "../../db/schema.ts";
import { documentNumber, type InvoiceDocument, rateOf, sumOf } from "./document.ts";
import { issuingTime, lockInvoiceNumbering, nextNumber } from "./numbering.ts";

/** How many queued orders one numbering transaction takes: short enough not to hold the lock long. */
const BATCH = 50;

/**
 * The numbering step (decision 0080): gives every paid order waiting in the queue its invoice,
 * in paid order, each with the next number of the year, until the queue is empty. Run right
 * after a payment commits, before a mail attaches or a customer downloads an invoice, and by
 * every process's sweeper; the advisory lock lets one step at a time take the queue. A step that
 * fails rolls its numbers back with it, and the next one gives them again. With `wait: false`
 * (a payment's request) it does nothing while another step runs: that step, the mail's or the
 * sweeper's numbers the order, and the request does not hold a connection waiting for the lock.
 * Answers how many invoices it issued.
 */
export async function issueDueInvoices(
  db: Db,
  seller: SellerDetails,
  { wait }: { wait: boolean } = { wait: true },
): Promise<number> {
  let issued = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      if (!(await lockInvoiceNumbering(tx, wait))) return 0;
      const due = await tx
        .select()
        .from(invoiceQueue)
        .orderBy(asc(invoiceQueue.paidAt), asc(invoiceQueue.orderId))
        .limit(BATCH);
      if (due.length === 0) return 0;
      const { year, at } = await issuingTime(tx);
      const likelyRates = await shopRates(tx);
      for (const { orderId } of due) {
        const document = await invoiceOf(tx, orderId, seller, likelyRates, at);
        if (!document) continue;
        const seq = await nextNumber(tx, "invoice", year);
        const number = documentNumber("invoice", year, seq);
        await tx
          .insert(invoices)
          .values({ orderId, year, seq, number, issuedAt: at, document: { ...document, number } });
      }
      await tx.delete(invoiceQueue).where(
        inArray(
          invoiceQueue.orderId,
          due.map((d) => d.orderId),
        ),
      );
      return due.length;
    });
    issued += n;
    // Orders paid while this step ran are taken by its next round.
    if (n === 0) return issued;
  }
}

type LikelyRates = (country: string | null) => number;

/** The rate the shop charges a country now: the likely rate of an order paid minutes ago. */
async function shopRates(tx: Db): Promise<LikelyRates> {
  const [row] = await tx.select().from(taxSettings);
  return (country) => (country ? row?.countryRates[country] : undefined) ?? row?.rateBp ?? 0;
}

/** The invoice of a paid order as it stands now; undefined if the order is not (any more) there. */
async function invoiceOf(
  tx: Db,
  orderId: string,
  seller: SellerDetails,
  likelyRate: LikelyRates,
  at: Date,
): Promise<Omit<InvoiceDocument, "number"> | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order?.paid) return undefined;
  const rows = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.lineNo);
  const likely = likelyRate(order.country);
  const lines = rows.map((l) => ({
    lineNo: l.lineNo,
    name: l.partName,
    sku: l.partSku,
    quantity: l.quantity,
    unitPriceCents: l.unitPriceCents,
    taxRateBp: rateOf(l, likely),
    discountCents: l.discountCents,
    netCents: l.netCents,
    taxCents: l.taxCents,
    grossCents: l.grossCents,
  }));
  const linesSum = sumOf(lines);
  // The order keeps its totals and its lines' money: shipping's is what the lines leave of them.
  const shippingGross = order.totalCents - linesSum.grossCents;
  const shippingTax = order.taxCents - linesSum.taxCents;
  const shipping = { netCents: shippingGross - shippingTax, taxCents: shippingTax, grossCents: shippingGross };
  return {
    kind: "invoice",
    issuedAt: at.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    orderId,
    seller,
    customer: {
      name: order.userName,
      email: order.email,
      phone: order.phone,
      address: order.address,
      country: order.country,
    },
    pricesIncludeTax: order.pricesIncludeTax,
    currency: "USD",
    discountCode: order.discountCode,
    lines,
    shipping: { ...shipping, method: order.shippingMethodName, taxRateBp: rateOf(shipping, likely) },
    totals: sumOf([linesSum, shipping]),
  };
}

/** Queues a paid order for its invoice, in the transaction that marks it paid: an insert, no wait. */
export async function queueInvoice(tx: Db, orderId: string, paidAt: Date | null): Promise<void> {
  await tx
    .insert(invoiceQueue)
    .values({ orderId, ...(paidAt && { paidAt }) })
    .onConflictDoNothing();
}
