import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/helper.ts";
import { pdfText } from "../../../test/pdf-text.ts";
import { addPart, type Customer, checkoutCart, payWithCard, signUpAdmin } from "../../../test/shop.ts";
import { creditNotes, invoices, mailOutbox, parts } from "../../db/schema.ts";
import { issueCreditNote } from "./index.ts";
import { issueDueInvoices } from "./issue-invoices.ts";

/* Invoices and credit notes through the API (issue 31); the numbering across processes is in numbering.postgres.test.ts. */

const seller = {
  legalName: "Spoke & Chain GmbH",
  address: "Radweg 4, 10115 Berlin",
  taxNumber: "DE811907980",
  email: "books@spoke.example",
};
let t: TestApp;
let alice: Customer;
let bob: Customer;
let admin: Customer;
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  t = await createTestApp({ seller });
  alice = await signUpWithToken(t);
  bob = await signUpWithToken(t);
  admin = await signUpAdmin(t);
  const tax = await t.app.inject({
    method: "PUT",
    url: "/api/admin/tax",
    headers: admin.auth,
    payload: { pricesIncludeTax: true, rate: 19, shippingTaxed: true, homeCountry: "DE", countryRates: [] },
  });
  expect(tax.statusCode).toBe(200);
});
afterAll(() => t.close());

const get = (url: string, who?: Customer) => t.app.inject({ method: "GET", url, ...(who && { headers: who.auth }) });

/** Alice's order of two parts (2 x $25.00 chain, 1 x $12.50 tape) sent by a $4.95 parcel. */
async function placedOrder() {
  const chain = await addPart(t, { availableQuantity: 50, minQuantity: 1, priceCents: 2500 });
  const tape = await addPart(t, { availableQuantity: 50, minQuantity: 1, priceCents: 1250 });
  const placed = await checkoutCart(t, admin, alice, [
    [chain.id, 2],
    [tape.id, 1],
  ]);
  expect(placed.statusCode).toBe(201);
  return { id: placed.json().insertedId as string, chain, tape };
}

async function pay(id: string) {
  const { transactionId } = await payWithCard(t, alice, id);
  const paid = await t.app.inject({
    method: "PATCH",
    url: `/api/orders/${id}`,
    headers: alice.auth,
    payload: { transactionId },
  });
  expect(paid.statusCode).toBe(200);
}

async function paidOrder() {
  const placed = await placedOrder();
  await pay(placed.id);
  return placed;
}

const numberOf = async (id: string) => (await get(`/api/orders/${id}`, alice)).json().invoiceNumber as string;

describe("GET /api/orders/{id}/invoice.pdf", () => {
  it("gives the owner a PDF with the shop's and customer's details, each line with its tax, shipping and totals", async () => {
    const { id, chain, tape } = await paidOrder();
    const number = await numberOf(id);
    expect(number).toMatch(new RegExp(`^${year}-\\d{6}$`));
    const res = await get(`/api/orders/${id}/invoice.pdf`, alice);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="invoice-${number}.pdf"`);
    expect(res.headers["cache-control"]).toBe("no-store");
    const text = await pdfText(res.rawPayload);
    for (const words of [
      `Invoice ${number}`,
      "Spoke & Chain GmbH",
      "Radweg 4, 10115 Berlin",
      "Tax number: DE811907980",
      "7 Chain Lane",
      chain.name,
      `${chain.sku}`,
      // 2 x $25.00 with 19 % included: $42.02 net, $7.98 tax.
      "2 $25.00 19% $42.02 $7.98 $50.00",
      tape.name,
      "1 $12.50 19% $10.50 $2.00 $12.50",
      "Shipping: Parcel 19% $4.16 $0.79 $4.95",
      "Net total $56.68",
      "Tax total $10.77",
      "Total $67.45",
    ]) {
      expect(text).toContain(words);
    }
  });

  it("names the discount code and what it took off each line, whose amounts are after it", async () => {
    const code = await t.app.inject({
      method: "POST",
      url: "/api/admin/discounts",
      headers: admin.auth,
      payload: { code: "CLUB10", kind: "percent", value: 10 },
    });
    expect(code.statusCode, code.body).toBe(201);
    const chain = await addPart(t, { availableQuantity: 50, minQuantity: 1, priceCents: 2500 });
    const placed = await checkoutCart(t, admin, alice, [[chain.id, 2]], { discountCode: "CLUB10" });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().insertedId as string;
    await pay(id);
    const text = await pdfText((await get(`/api/orders/${id}/invoice.pdf`, alice)).rawPayload);
    expect(text).toContain("Discount code: CLUB10");
    // 2 x $25.00 less 10 %: $45.00, of which 19 % tax is included. The discount is a line of its
    // own under the part's name, not joined to it by a "?" where the line break was.
    expect(text).toMatch(/^Discount: -\$5\.00/m);
    expect(text).not.toContain("?");
    expect(text).toContain("$45.00");
  });

  it("is the owner's and the admins' only: another customer is told there is no such order, a visitor to sign in", async () => {
    const { id } = await paidOrder();
    expect((await get(`/api/orders/${id}/invoice.pdf`, admin)).statusCode).toBe(200);
    const other = await get(`/api/orders/${id}/invoice.pdf`, bob);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe("No order has this id");
    expect((await get(`/api/orders/${id}/invoice.pdf`)).statusCode).toBe(401);
    expect((await get("/api/orders/not-an-id/invoice.pdf", alice)).statusCode).toBe(400);
  });

  it("has nothing for an unpaid order", async () => {
    const part = await addPart(t, { availableQuantity: 5, minQuantity: 1, priceCents: 900 });
    const placed = await checkoutCart(t, admin, alice, [[part.id, 1]]);
    const res = await get(`/api/orders/${placed.json().insertedId}/invoice.pdf`, alice);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("This order has no invoice");
  });

  it("never changes once issued: not when the part's price or the tax rate change, nor by an UPDATE", async () => {
    const { id, chain } = await paidOrder();
    const before = await pdfText((await get(`/api/orders/${id}/invoice.pdf`, alice)).rawPayload);
    await t.db.update(parts).set({ priceCents: 9999, name: "Renamed chain" }).where(eq(parts.id, chain.id));
    await t.app.inject({
      method: "PUT",
      url: "/api/admin/tax",
      headers: admin.auth,
      payload: { pricesIncludeTax: false, rate: 7, shippingTaxed: false, homeCountry: "DE", countryRates: [] },
    });
    const after = await pdfText((await get(`/api/orders/${id}/invoice.pdf`, alice)).rawPayload);
    expect(after).toEqual(before);
    await expect(
      t.db.update(invoices).set({ document: sql`'{}'::jsonb` }).where(eq(invoices.orderId, id)),
    ).rejects.toThrow();
    await t.app.inject({
      method: "PUT",
      url: "/api/admin/tax",
      headers: admin.auth,
      payload: { pricesIncludeTax: true, rate: 19, shippingTaxed: true, homeCountry: "DE", countryRates: [] },
    });
  });

  it("numbers paid orders one after another, without a gap, and the paid mail names the invoice to attach", async () => {
    const orders = [await placedOrder(), await placedOrder(), await placedOrder()];
    await Promise.all(orders.map((o) => pay(o.id)));
    // A payment whose request finds another step numbering leaves its order to that step, the
    // mail's or the sweeper's (decision 0080): one that committed after that step's last look
    // waits for the next. The sweeper's step runs here, as it would within a minute.
    await issueDueInvoices(t.db, seller);
    const numbers = (await Promise.all(orders.map((o) => numberOf(o.id)))).map((n) => Number(n.slice(5)));
    const all = (await t.db.select({ seq: invoices.seq }).from(invoices).where(eq(invoices.year, year))).map(
      (r) => r.seq,
    );
    expect([...all].sort((a, b) => a - b)).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));
    expect(new Set(numbers).size).toBe(3);
    const [first] = orders;
    const mails = await t.db
      .select({ attachment: mailOutbox.attachment })
      .from(mailOutbox)
      .where(sql`${mailOutbox.attachment} ->> 'invoiceOf' = ${first?.id}`);
    expect(mails).toHaveLength(1);
  });
});

describe("credit notes", () => {
  it("a refund issues one that refers to the invoice and gives back everything", async () => {
    const { id } = await paidOrder();
    const number = await numberOf(id);
    const refunded = await t.app.inject({ method: "POST", url: `/api/orders/${id}/refund`, headers: admin.auth });
    expect(refunded.statusCode).toBe(200);
    const [note] = refunded.json().creditNotes;
    expect(note).toEqual({ n: 1, number: expect.stringMatching(new RegExp(`^CN-${year}-\\d{6}$`)) });
    const res = await get(`/api/orders/${id}/credit-notes/1.pdf`, alice);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="credit-note-${note.number}.pdf"`);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`Credit note ${note.number}`);
    expect(text).toContain(`Refers to invoice ${number}`);
    expect(text).toContain("Total credited $67.45");
    expect((await get(`/api/orders/${id}/credit-notes/1.pdf`, bob)).statusCode).toBe(404);
    expect((await get(`/api/orders/${id}/credit-notes/2.pdf`, alice)).json().message).toBe(
      "This order has no such credit note",
    );
    expect((await get(`/api/orders/${id}/credit-notes/x.pdf`, alice)).statusCode).toBe(400);

    // The refunded order may go; its invoice and credit note stay in the books.
    const gone = await t.app.inject({ method: "DELETE", url: `/api/orders/${id}`, headers: alice.auth });
    expect(gone.statusCode).toBe(200);
    const [kept] = await t.db.select().from(invoices).where(eq(invoices.number, number));
    expect(kept?.orderId).toBeNull();
    const [keptNote] = await t.db.select().from(creditNotes).where(eq(creditNotes.number, note.number));
    expect(keptNote?.invoiceId).toBe(kept?.id);
  });
});

describe("issueCreditNote", () => {
  it("gives back parts of lines and shipping in several notes, never more than the invoice charged", async () => {
    const { id } = await paidOrder();
    const first = await issueCreditNote(t.db, {
      orderId: id,
      lines: [{ lineNo: 1, quantity: 1, netCents: 2101, taxCents: 399, grossCents: 2500 }],
      shippingCents: 0,
      reason: "Returned: wrong size",
    });
    const second = await issueCreditNote(t.db, {
      orderId: id,
      lines: [{ lineNo: 1, quantity: 1, netCents: 2101, taxCents: 399, grossCents: 2500 }],
      shippingCents: 495,
      reason: "Returned: damaged",
    });
    expect([first.n, second.n]).toEqual([1, 2]);
    expect(Number(second.number.slice(-6))).toBe(Number(first.number.slice(-6)) + 1);
    const text = await pdfText((await get(`/api/orders/${id}/credit-notes/2.pdf`, alice)).rawPayload);
    expect(text).toContain("Reason: Returned: damaged");
    expect(text).toContain("Total credited $29.95");
    await expect(
      issueCreditNote(t.db, {
        orderId: id,
        lines: [{ lineNo: 1, quantity: 1, netCents: 1, taxCents: 0, grossCents: 1 }],
        shippingCents: 0,
        reason: "again",
      }),
    ).rejects.toThrow("A credit note cannot give back more than its invoice's line or shipping");
    const answer = (await get(`/api/orders/${id}`, alice)).json();
    expect(answer.creditNotes).toEqual([first, second]);
  });
});
