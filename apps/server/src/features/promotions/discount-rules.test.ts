import { discountMessages } from "@shop/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discountKit } from "../../../test/discounts.ts";
import { createTestApp, type TestApp } from "../../../test/helper.ts";
import { addPart, type Customer, payWithCard, signUpAdmin } from "../../../test/shop.ts";
import { brands, categories, mailOutbox, orderLines, orders, parts, sandboxPayments } from "../../db/schema.ts";
import { orderReceivedMail } from "../../mail/templates.ts";

/*
 * Every rule of a discount code (issue 31) against figures worked out by hand. The shop here
 * prices without tax and adds 10 %, shipping $5.00 flat and untaxed, so "tax after the
 * discount" shows in every total. The cart is always the same three lines:
 *
 *   A  $30.00 x 1   category Chains (under Drivetrain), brand Shimano
 *   B  $19.99 x 1   category Brakes, brand SRAM
 *   C  $10.01 x 2   no category, no brand
 *   subtotal $70.01
 */

let t: TestApp;
let admin: Customer;
let flatId: string;
const ids = { drivetrain: "", chains: "", brakes: "", shimano: "", sram: "", campagnolo: "" };
let A: string;
let B: string;
let C: string;
const kit = discountKit(
  () => t,
  () => admin,
  () => flatId,
);

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  const flat = await kit.inject(admin, "POST", "/api/admin/shipping-methods", {
    name: "Parcel",
    kind: "flat",
    price: 5,
  });
  flatId = flat.json()._id;
  expect(
    (
      await kit.inject(admin, "PUT", "/api/admin/tax", {
        pricesIncludeTax: false,
        rate: 10,
        shippingTaxed: false,
        homeCountry: "US",
        countryRates: [],
      })
    ).statusCode,
  ).toBe(200);
  const cat = async (slug: string, parentId: string | null = null) =>
    ((await t.db.insert(categories).values({ slug, name: slug, parentId }).returning())[0] as { id: string }).id;
  const brand = async (slug: string) =>
    ((await t.db.insert(brands).values({ slug, name: slug }).returning())[0] as { id: string }).id;
  ids.drivetrain = await cat("test-drivetrain");
  ids.chains = await cat("test-chains", ids.drivetrain);
  ids.brakes = await cat("test-brakes");
  ids.shimano = await brand("test-shimano");
  ids.sram = await brand("test-sram");
  ids.campagnolo = await brand("test-campagnolo");
  const part = async (priceCents: number, categoryId: string | null, brandId: string | null) => {
    const p = await addPart(t, { priceCents, minQuantity: 1, availableQuantity: 10_000 });
    await t.db.update(parts).set({ categoryId, brandId }).where(eq(parts.id, p.id));
    return p.id;
  };
  A = await part(3000, ids.chains, ids.shimano);
  B = await part(1999, ids.brakes, ids.sram);
  C = await part(1001, null, null);
});
afterAll(() => t.close());

const cartLines = (): [string, number][] => [
  [A, 1],
  [B, 1],
  [C, 2],
];
let n = 0;
const fresh = (prefix: string) => `${prefix}${++n}`;

describe("a discount code's money, worked out by hand", () => {
  const table = [
    {
      rule: "10 % off the order: $7.00 shared by largest remainder",
      code: { kind: "percent", value: 10 },
      lines: [3.0, 2.0, 2.0],
      discount: 7.0,
      tax: 6.3, // 270 + 180 (179.9) + 180 (180.2) cents
      total: 74.31, // 70.01 - 7.00 + 6.30 + 5.00
    },
    {
      rule: "$5.00 off the order: 2.14 + 1.43 + 1.43",
      code: { kind: "fixed", value: 5 },
      lines: [2.14, 1.43, 1.43],
      discount: 5.0,
      tax: 6.51, // 279 (278.6) + 186 (185.6) + 186 (185.9)
      total: 76.52,
    },
    {
      rule: "20 % off Drivetrain covers Chains, its subcategory, only",
      code: { kind: "percent", value: 20, scope: "category", category: () => "test-drivetrain" },
      lines: [6.0, 0, 0],
      discount: 6.0,
      tax: 6.4, // 240 + 200 (199.9) + 200 (200.2)
      total: 75.41,
    },
    {
      rule: "$50.00 off SRAM takes no more than the SRAM line costs",
      code: { kind: "fixed", value: 50, scope: "brand", brand: () => "test-sram" },
      lines: [0, 19.99, 0],
      discount: 19.99,
      tax: 5.0, // 300 + 0 + 200 (200.2)
      total: 60.02,
    },
    {
      rule: "a minimum subtotal reached ($70.00 <= $70.01)",
      code: { kind: "percent", value: 100, minSubtotal: 70 },
      lines: [30.0, 19.99, 20.02],
      discount: 70.01,
      tax: 0,
      total: 5.0,
    },
  ];

  for (const row of table) {
    it(`${row.rule}: in the cart, in the order, and paid`, async () => {
      const code = fresh("TABLE");
      const { category, brand, ...fields } = row.code as Record<string, unknown>;
      await kit.addCode({
        code,
        ...fields,
        ...(typeof category === "function" && { category: category() }),
        ...(typeof brand === "function" && { brand: brand() }),
      });
      const who = await kit.customerWith(cartLines());
      // Typed in another case: codes are one whatever their case.
      const applied = await kit.applyCode(who, code.toLowerCase());
      expect(applied.statusCode, applied.body).toBe(200);
      const cart = (await kit.cartOf(who)).json();
      expect(cart.discountCode).toEqual({ code, applied: true, message: null });
      expect(cart.lines.map((l: { discount: number }) => l.discount)).toEqual(row.lines);
      expect(cart).toMatchObject({
        subtotal: 70.01,
        discount: row.discount,
        shipping: 5,
        tax: row.tax,
        total: row.total,
      });

      const placed = await kit.checkout(who);
      expect(placed.statusCode, placed.body).toBe(201);
      const orderId = placed.json().insertedId as string;
      const order = (await kit.inject(who, "GET", `/api/orders/${orderId}`)).json();
      expect(order).toMatchObject({
        discountCode: code,
        subtotal: 70.01,
        discount: row.discount,
        tax: row.tax,
        total: row.total,
      });
      expect(order.lines.map((l: { discount: number }) => l.discount)).toEqual(row.lines);
      const stored = await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
      expect(stored.reduce((s, l) => s + l.discountCents, 0)).toBe(Math.round(row.discount * 100));
      const [mail] = await t.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.recipient, who.email), eq(mailOutbox.template, "orderReceived")));
      const text = orderReceivedMail(mail?.facts as Parameters<typeof orderReceivedMail>[0], "").text;
      expect(text).toContain(`Discount (${code}): -$${row.discount.toFixed(2)}`);
      // The cart is empty and its code gone with the order.
      expect((await kit.cartOf(who)).json()).toMatchObject({ lines: [], discountCode: null });

      const { confirm, clientSecret } = await payWithCard(t, who, orderId);
      expect(confirm.statusCode).toBe(200);
      const [payment] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.clientSecret, clientSecret));
      expect(payment?.amountCents).toBe(Math.round(row.total * 100));
    });
  }
});

describe("a code refused, with its reason", () => {
  const dayMs = 86_400_000;
  const refusals = [
    { rule: "unknown", code: null, status: 404, message: discountMessages.unknown },
    {
      rule: "minimum not reached",
      code: { kind: "percent", value: 10, minSubtotal: 70.02 },
      status: 409,
      message: discountMessages.minimumNotReached(7002),
    },
    {
      rule: "nothing in the cart of its brand",
      code: { kind: "percent", value: 10, scope: "brand", brand: () => "test-campagnolo" },
      status: 409,
      message: discountMessages.nothingApplies,
    },
    {
      rule: "nothing in the cart of its category (Brakes is not under Chains)",
      code: { kind: "percent", value: 10, scope: "category", category: () => "test-chains" },
      cart: () => [[B, 1]],
      status: 409,
      message: discountMessages.nothingApplies,
    },
    {
      rule: "not started",
      code: { kind: "percent", value: 10, startsAt: new Date(Date.now() + dayMs).toISOString() },
      status: 409,
      message: discountMessages.notStarted(new Date(Date.now() + dayMs).toISOString()).slice(0, 40),
    },
    {
      rule: "ended",
      code: {
        kind: "percent",
        value: 10,
        startsAt: new Date(Date.now() - 2 * dayMs).toISOString(),
        endsAt: new Date(Date.now() - 1000).toISOString(),
      },
      status: 409,
      message: discountMessages.ended,
    },
  ];
  for (const r of refusals) {
    it(r.rule, async () => {
      const code = fresh("NO");
      if (r.code) {
        const { category, brand, ...fields } = r.code as Record<string, unknown>;
        await kit.addCode({
          code,
          ...fields,
          ...(typeof category === "function" && { category: category() }),
          ...(typeof brand === "function" && { brand: brand() }),
        });
      }
      const lines = (r.cart?.() as [string, number][] | undefined) ?? cartLines();
      const who = await kit.customerWith(lines);
      const res = await kit.applyCode(who, code);
      expect(res.statusCode).toBe(r.status);
      expect(res.json().message.startsWith(r.message)).toBe(true);
      // Sent with the checkout instead, the order is refused the same way and nothing is held.
      const placed = await kit.checkout(who, { discountCode: code });
      expect(placed.statusCode).toBe(r.status);
      expect(placed.json().message.startsWith(r.message)).toBe(true);
      expect((await kit.cartOf(who)).json().lines).toHaveLength(lines.length);
    });
  }

  it("deactivated by the owner: not offered any more, and the cart that kept it says so", async () => {
    const code = fresh("OFF");
    const id = await kit.addCode({ code, kind: "percent", value: 10 });
    const who = await kit.customerWith(cartLines());
    expect((await kit.applyCode(who, code)).statusCode).toBe(200);
    const off = await kit.inject(admin, "PATCH", `/api/admin/discounts/${id}`, { active: false });
    expect(off.json()).toMatchObject({ modifiedCount: 1 });
    const cart = (await kit.cartOf(who)).json();
    expect(cart).toMatchObject({ discount: 0, total: 82.01 });
    expect(cart.discountCode).toEqual({ code, applied: false, message: discountMessages.inactive });
    const placed = await kit.checkout(who);
    expect(placed.statusCode).toBe(409);
    expect(placed.json().message).toBe(discountMessages.inactive);
    // Removed, the cart checks out at full price.
    expect((await kit.inject(who, "DELETE", "/api/cart/discount")).json().discountCode).toBeNull();
    expect((await kit.checkout(who)).statusCode).toBe(201);
    expect((await kit.codeListed(id))?.active).toBe(false);
  });

  it("a limit per customer: a second order of the same customer is refused, another customer's is not", async () => {
    const code = fresh("ONCE");
    await kit.addCode({ code, kind: "fixed", value: 1, perCustomerLimit: 1 });
    const who = await kit.customerWith([[C, 1]]);
    expect((await kit.checkout(who, { discountCode: code })).statusCode).toBe(201);
    await kit.inject(who, "PUT", `/api/cart/lines/${C}`, { quantity: 1 });
    const again = await kit.applyCode(who, code);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(discountMessages.perCustomerReached(1));
    expect((await kit.checkout(who, { discountCode: code })).json().message).toBe(
      discountMessages.perCustomerReached(1),
    );
    const other = await kit.customerWith([[C, 1]]);
    expect((await kit.checkout(other, { discountCode: code })).statusCode).toBe(201);
  });

  it("a limit of uses in all: used up once every use is held", async () => {
    const code = fresh("TWICE");
    const id = await kit.addCode({ code, kind: "fixed", value: 1, usageLimit: 2 });
    for (let i = 0; i < 2; i++) {
      const who = await kit.customerWith([[C, 1]]);
      expect((await kit.checkout(who, { discountCode: code })).statusCode).toBe(201);
    }
    const late = await kit.customerWith([[C, 1]]);
    const res = await kit.applyCode(late, code);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(discountMessages.usedUp);
    expect((await kit.codeListed(id))?.uses).toBe(2);
  });

  it("one code per order: a second code replaces the first", async () => {
    const first = fresh("FIRST");
    const second = fresh("SECOND");
    await kit.addCode({ code: first, kind: "fixed", value: 1 });
    await kit.addCode({ code: second, kind: "fixed", value: 2 });
    const who = await kit.customerWith(cartLines());
    await kit.applyCode(who, first);
    const cart = (await kit.applyCode(who, second)).json();
    expect(cart).toMatchObject({ discount: 2, discountCode: { code: second, applied: true } });
    const order = await kit.checkout(who);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.json().insertedId));
    expect(row).toMatchObject({ discountCode: second, discountCents: 200 });
  });
});
