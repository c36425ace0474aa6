import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../../test/helper.ts";
import { pdfText } from "../../../../test/pdf-text.ts";
import { adminStep, askReturn, receivedReturn, shippedOrder } from "../../../../test/returns.ts";
import { addPart, type Customer, order, payWithCard, signUpAdmin, stockOf } from "../../../../test/shop.ts";
import { mailOutbox, orderReturnLines, orders, sandboxPayments, sandboxRefunds } from "../../../db/schema.ts";

/* Returns (issue 31) with the sandbox provider; Stripe's side is in returns-stripe.test.ts. */

let t: TestApp;
let alice: Customer;
let bob: Customer;
let admin: Customer;
beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpWithToken(t);
  bob = await signUpWithToken(t);
  admin = await signUpAdmin(t);
});
afterAll(() => t.close());

const mailsTo = (who: Customer, subject: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, who.email), like(mailOutbox.subject, `%${subject}%`)));
const getOrder = async (id: string, who: Customer = alice) =>
  (await t.app.inject({ method: "GET", url: `/api/orders/${id}`, headers: who.auth })).json();

describe("POST /api/orders/{id}/returns", () => {
  it("takes some lines of a shipped order, mails the customer and shows on the order", async () => {
    const { id, a } = await shippedOrder(t, admin, alice);
    const order = await getOrder(id);
    expect(Date.parse(order.returnUntil) - Date.parse(order.shippedAt)).toBe(14 * 86_400_000);

    const res = await askReturn(t, alice, id, { lines: [{ lineNo: 1, quantity: 2 }], note: "Too narrow" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      orderId: id,
      status: "Requested",
      reason: "does_not_fit",
      note: "Too narrow",
      message: null,
      lines: [{ lineNo: 1, name: a.name, quantity: 2, refund: null }],
      refund: null,
    });
    expect((await getOrder(id)).returns).toEqual([res.json()]);
    expect(await mailsTo(alice, `return request for ${a.name}`)).toHaveLength(1);
  });

  it("returns nothing twice: at most what was bought less what is in returns not refused", async () => {
    const { id } = await shippedOrder(t, admin, alice);
    const tooMany = await askReturn(t, alice, id, { lines: [{ lineNo: 1, quantity: 4 }] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe("At most 3 of line 1 can still be returned");

    const first = await askReturn(t, alice, id, { lines: [{ lineNo: 1, quantity: 2 }] });
    expect(first.statusCode).toBe(201);
    const again = await askReturn(t, alice, id, { lines: [{ lineNo: 1, quantity: 2 }] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("At most 1 of line 1 can still be returned");

    // A refused return gives its units back to be asked for again.
    await adminStep(t, admin, first.json()._id, "refuse", { message: "Used parts" });
    expect((await askReturn(t, alice, id, { lines: [{ lineNo: 1, quantity: 3 }] })).statusCode).toBe(201);
    const none = await askReturn(t, alice, id, { lines: [{ lineNo: 1, quantity: 1 }] });
    expect(none.json().message).toBe("Every unit of line 1 is already in a return");
  });

  it("lets one of many requests at once take the last units of a line", async () => {
    const { id } = await shippedOrder(t, admin, alice);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => askReturn(t, alice, id, { lines: [{ lineNo: 2, quantity: 2 }] })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const [units] = await t.db
      .select({ n: sql<number>`sum(${orderReturnLines.quantity})`.mapWith(Number) })
      .from(orderReturnLines)
      .where(eq(orderReturnLines.orderId, id));
    expect(units?.n).toBe(2);
  });

  it("refuses an unshipped order, a closed window and someone else's order", async () => {
    const part = await addPart(t, { minQuantity: 1 });
    const unpaid = (await order(t, alice, { productId: part.id })).json().insertedId as string;
    const notShipped = await askReturn(t, alice, unpaid, { lines: [{ lineNo: 1, quantity: 1 }] });
    expect(notShipped.statusCode).toBe(409);
    expect(notShipped.json().message).toBe("Only a shipped order can be returned");
    const { transactionId } = await payWithCard(t, alice, unpaid);
    await t.app.inject({
      method: "PATCH",
      url: `/api/orders/${unpaid}`,
      headers: alice.auth,
      payload: { transactionId },
    });
    expect((await askReturn(t, alice, unpaid, { lines: [{ lineNo: 1, quantity: 1 }] })).statusCode).toBe(409);
    expect((await getOrder(unpaid)).returnUntil).toBeUndefined();

    const { id } = await shippedOrder(t, admin, alice);
    await t.db.update(orders).set({ shippedAt: sql`now() - interval '14 days 1 minute'` }).where(eq(orders.id, id));
    const late = await askReturn(t, alice, id, { lines: [{ lineNo: 1, quantity: 1 }] });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("Parts can be returned within 14 days of shipping; this order's time is over");
    expect((await getOrder(id)).returnUntil).toBeUndefined();

    const { id: alices } = await shippedOrder(t, admin, alice);
    const stranger = await askReturn(t, bob, alices, { lines: [{ lineNo: 1, quantity: 1 }] });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe("No order has this id");
    expect((await askReturn(t, admin, alices, { lines: [{ lineNo: 1, quantity: 1 }] })).statusCode).toBe(404);
    expect((await getOrder(alices)).returns).toEqual([]);
  });

  it("refuses bad lines, quantities and reasons with a message", async () => {
    const { id } = await shippedOrder(t, admin, alice);
    const cases: [Record<string, unknown>, string][] = [
      [{ lines: [{ lineNo: 9, quantity: 1 }] }, "The order has no line 9"],
      [{ lines: [{ lineNo: 1, quantity: 0 }] }, "The quantity"],
      [{ lines: [{ lineNo: 1, quantity: -1 }] }, "The quantity"],
      [{ lines: [{ lineNo: 1, quantity: 1e12 }] }, "The quantity"],
      [{ lines: [{ lineNo: 1, quantity: 1.5 }] }, "The quantity must be a whole number"],
      [{ lines: [] }, "Choose at least one line to return"],
      [
        {
          lines: [
            { lineNo: 1, quantity: 1 },
            { lineNo: 1, quantity: 1 },
          ],
        },
        "Each line may be named once",
      ],
      [{ lines: [{ lineNo: 1, quantity: 1 }], reason: "because" }, "The reason must be one of"],
      [{ lines: [{ lineNo: 1, quantity: 1 }], note: "x".repeat(1001) }, "The note is longer than 1000 characters"],
    ];
    for (const [body, message] of cases) {
      const res = await askReturn(t, alice, id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await getOrder(id)).returns).toEqual([]);
  });

  it("takes none when RETURN_DAYS is 0", async () => {
    const closed = await createTestApp({ returnDays: 0 });
    try {
      const carol = await signUpWithToken(closed);
      const boss = await signUpAdmin(closed);
      const { id } = await shippedOrder(closed, boss, carol);
      const res = await askReturn(closed, carol, id, { lines: [{ lineNo: 1, quantity: 1 }] });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe("Parts can be returned within 0 days of shipping; this order's time is over");
    } finally {
      await closed.close();
    }
  });
});

describe("the admin's steps", () => {
  it("approve, receive and refund: part of the payment back, the units back once, a mail each", async () => {
    const { id, a, b, transactionId } = await shippedOrder(t, admin, alice);
    expect([await stockOf(t, a.id), await stockOf(t, b.id)]).toEqual([7, 8]);
    const asked = await askReturn(t, alice, id, {
      lines: [
        { lineNo: 1, quantity: 1 },
        { lineNo: 2, quantity: 2 },
      ],
    });
    const rid = asked.json()._id as string;

    const approved = await adminStep(t, admin, rid, "approve");
    expect(approved.json()).toMatchObject({ status: "Approved" });
    expect((await adminStep(t, admin, rid, "approve")).json()).toEqual(approved.json());
    const early = await adminStep(t, admin, rid, "refund", { refundShipping: false });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("This return is Approved, so it cannot be refunded");
    expect((await adminStep(t, admin, rid, "receive")).json()).toMatchObject({ status: "Received" });

    const refunded = await adminStep(t, admin, rid, "refund", { refundShipping: true });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({
      status: "Refunded",
      lines: [
        { lineNo: 1, quantity: 1, refund: 10 },
        { lineNo: 2, quantity: 2, refund: 25 },
      ],
      shippingRefund: 4.95,
      refund: 39.95,
    });
    // Each returned line keeps its money as the credit note needs it.
    const kept = await t.db.select().from(orderReturnLines).where(eq(orderReturnLines.returnId, rid));
    expect(kept.map((l) => [l.lineNo, l.quantity, l.netCents, l.taxCents, l.grossCents])).toEqual([
      [1, 1, 1000, 0, 1000],
      [2, 2, 2500, 0, 2500],
    ]);
    const [refund] = await t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, transactionId));
    expect(refund).toMatchObject({ amountCents: 3995, idempotencyKey: `return-${rid}` });
    const [payment] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, transactionId));
    expect(payment?.status).toBe("succeeded");
    expect([await stockOf(t, a.id), await stockOf(t, b.id)]).toEqual([8, 10]);

    // A replay changes nothing: no second refund, no units twice, no second mail.
    const again = await adminStep(t, admin, rid, "refund", { refundShipping: true });
    expect(again.json()).toEqual(refunded.json());
    expect(await t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, transactionId))).toHaveLength(1);
    expect([await stockOf(t, a.id), await stockOf(t, b.id)]).toEqual([8, 10]);
    for (const subject of ["was approved", "We received your returned", "was refunded"]) {
      expect(await mailsTo(alice, subject), subject).toHaveLength(1);
    }
    expect((await mailsTo(alice, "was refunded"))[0]?.text).toContain("we refunded $39.95 to your card");

    // The order stays shipped (decision 0086), its return refunded.
    const shown = await getOrder(id);
    expect(shown).toMatchObject({ status: "Shipped", returns: [{ _id: rid, status: "Refunded" }] });

    // One credit note, of what the return gave back, referring to the order's invoice.
    expect(shown.creditNotes).toHaveLength(1);
    const note = await t.app.inject({
      method: "GET",
      url: `/api/orders/${id}/credit-notes/1.pdf`,
      headers: alice.auth,
    });
    expect(note.statusCode).toBe(200);
    const text = await pdfText(note.rawPayload);
    expect(text).toContain(shown.creditNotes[0].number);
    expect(text).toContain(shown.invoiceNumber);
    expect(text).toContain("39.95");
  });

  it("refunds shipping once per order and never more than a line cost, however it is returned", async () => {
    const { id, transactionId } = await shippedOrder(t, admin, alice);
    const amounts: number[] = [];
    for (let unit = 0; unit < 3; unit++) {
      const rid = await receivedReturn(t, admin, alice, id, [{ lineNo: 1, quantity: 1 }]);
      const res = await adminStep(t, admin, rid, "refund", { refundShipping: true });
      amounts.push(res.json().refund);
    }
    expect(amounts).toEqual([14.95, 10, 10]);
    const refunds = await t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, transactionId));
    expect(refunds.reduce((s, r) => s + r.amountCents, 0)).toBe(3495);
  });

  it("refunds once and restocks once when admins ask at the same moment", async () => {
    const { id, a } = await shippedOrder(t, admin, alice);
    const rid = await receivedReturn(t, admin, alice, id, [{ lineNo: 1, quantity: 3 }]);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => adminStep(t, admin, rid, "refund", { refundShipping: false })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((r) => r.json().refund))).toEqual(new Set([30]));
    expect(await stockOf(t, a.id)).toBe(10);
  });

  it("leaves the return received when the provider refuses, and says why", async () => {
    // Stripe's test card whose refunds fail.
    const { id, a } = await shippedOrder(t, admin, alice, "4000 0000 0000 5126");
    const rid = await receivedReturn(t, admin, alice, id, [{ lineNo: 1, quantity: 1 }]);
    const res = await adminStep(t, admin, rid, "refund", { refundShipping: false });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe("The payment provider refused the refund: The card's bank refused the refund.");
    expect((await getOrder(id)).returns[0]).toMatchObject({ status: "Received", refund: null });
    expect(await stockOf(t, a.id)).toBe(7);
  });

  it("refuses with the owner's message, and answers wrong states with 409", async () => {
    const { id } = await shippedOrder(t, admin, alice);
    const rid = (await askReturn(t, alice, id, { lines: [{ lineNo: 1, quantity: 1 }] })).json()._id as string;
    const receiveEarly = await adminStep(t, admin, rid, "receive");
    expect(receiveEarly.statusCode).toBe(409);
    expect(receiveEarly.json().message).toBe("This return is Requested, so it cannot be marked received");
    expect((await adminStep(t, admin, rid, "refuse", {})).statusCode).toBe(400);

    const refused = await adminStep(t, admin, rid, "refuse", { message: "The crank was ridden" });
    expect(refused.json()).toMatchObject({ status: "Refused", message: "The crank was ridden" });
    // A replay keeps the first message.
    expect((await adminStep(t, admin, rid, "refuse", { message: "Other" })).json().message).toBe(
      "The crank was ridden",
    );
    const approve = await adminStep(t, admin, rid, "approve");
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe("This return is Refused, so it cannot be approved");
    const refusals = (await mailsTo(alice, "was refused")).filter((m) => m.text?.includes("The crank was ridden"));
    expect(refusals).toHaveLength(1);

    const gone = await adminStep(t, admin, "00000000-0000-4000-8000-000000000000", "approve");
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe("No return has this id");
  });

  it("is for admins only", async () => {
    const { id } = await shippedOrder(t, admin, alice);
    const rid = (await askReturn(t, alice, id, { lines: [{ lineNo: 1, quantity: 1 }] })).json()._id as string;
    expect((await adminStep(t, alice, rid, "approve")).statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url: `/api/admin/returns/${rid}/approve` })).statusCode).toBe(401);
    expect((await getOrder(id)).returns[0].status).toBe("Requested");
  });
});

describe("GET /api/admin/returns", () => {
  it("lists returns newest first, paged and filtered by status", async () => {
    const { id } = await shippedOrder(t, admin, alice);
    const first = (await askReturn(t, alice, id, { lines: [{ lineNo: 1, quantity: 1 }] })).json()._id;
    const second = (await askReturn(t, alice, id, { lines: [{ lineNo: 2, quantity: 1 }] })).json()._id;
    await adminStep(t, admin, first, "approve");

    const list = (query: string) =>
      t.app.inject({ method: "GET", url: `/api/admin/returns${query}`, headers: admin.auth });
    const page = await list("?limit=1");
    expect(page.json().map((r: { _id: string }) => r._id)).toEqual([second]);
    expect(page.headers.link).toContain('rel="next"');
    const approved = (await list("?status=Approved&limit=100")).json();
    expect(approved.map((r: { _id: string }) => r._id)).toContain(first);
    expect(approved.every((r: { status: string }) => r.status === "Approved")).toBe(true);
    expect(approved.find((r: { _id: string }) => r._id === first)).toMatchObject({ email: alice.email });
    const bad = await list("?status=Lost");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("The status must be one of");
  });
});
