import { discountMessages } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../../../test/accounts.ts";
import { discountKit } from "../../../test/discounts.ts";
import { createTestApp, type TestApp } from "../../../test/helper.ts";
import { addPart, type Customer, signUpAdmin } from "../../../test/shop.ts";
import { brands, categories } from "../../db/schema.ts";

/* Hostile input to the discount routes (issue 31): every refusal is a 4xx with a message, never a 500. */

let t: TestApp;
let admin: Customer;
let rider: Customer;
const kit = discountKit(
  () => t,
  () => admin,
  () => "",
);
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  rider = await signUpWithToken(t);
});
afterAll(() => t.close());

const create = (payload: unknown, who = admin) => kit.inject(who, "POST", "/api/admin/discounts", payload);

describe("creating a code", () => {
  const bad: [string, Record<string, unknown>, RegExp | string][] = [
    ["a percentage above 100", { kind: "percent", value: 150 }, "A percentage can be at most 100"],
    ["a huge number", { kind: "fixed", value: 1e12 }, /at most 1000000/],
    ["a negative value", { kind: "fixed", value: -5 }, /at least 0.01/],
    ["three decimals", { kind: "percent", value: 12.345 }, /at most two decimals/],
    ["a value as text", { kind: "percent", value: "10" }, /must be a number/],
    ["a code with a control character", { code: "AB\u0000C", kind: "percent", value: 5 }, /code.*control character/],
    ["a code with spaces inside", { code: "SUMMER SALE", kind: "percent", value: 5 }, discountMessages.codeFormat],
    ["a code too long", { code: "X".repeat(33), kind: "percent", value: 5 }, /longer than 32 characters/],
    ["a code as a number", { code: 123, kind: "percent", value: 5 }, /The discount code is required/],
    ["an unknown kind", { kind: "free", value: 5 }, /The kind must be one of percent, fixed/],
    [
      "a category scope without its category",
      { kind: "percent", value: 5, scope: "category" },
      discountMessages.scopeTargetNeeded,
    ],
    ["a limit of 0", { kind: "percent", value: 5, usageLimit: 0 }, /at least 1/],
    ["a limit with decimals", { kind: "percent", value: 5, perCustomerLimit: 1.5 }, /whole number/],
    ["a date that is not one", { kind: "percent", value: 5, startsAt: "tomorrow" }, /ISO 8601/],
    [
      "an end before the start",
      { kind: "percent", value: 5, startsAt: "2030-01-02T00:00:00Z", endsAt: "2030-01-01T00:00:00Z" },
      discountMessages.endsBeforeStart,
    ],
    ["a field the shop does not know", { kind: "percent", value: 5, stackable: true }, /stackable/],
  ];
  for (const [what, fields, message] of bad) {
    it(`refuses ${what}`, async () => {
      const res = await create({ code: "BAD1", ...fields });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    });
  }

  it("refuses a category or brand that does not exist, and a name taken in another case", async () => {
    const missing = "no-such-slug";
    const cat = await create({ code: "CAT1", kind: "percent", value: 5, scope: "category", category: missing });
    expect([cat.statusCode, cat.json().message]).toEqual([404, discountMessages.categoryMissing]);
    const brand = await create({ code: "BRAND1", kind: "percent", value: 5, scope: "brand", brand: missing });
    expect([brand.statusCode, brand.json().message]).toEqual([404, discountMessages.brandMissing]);
    expect((await create({ code: "Spring", kind: "percent", value: 5 })).statusCode).toBe(201);
    const again = await create({ code: "SPRING", kind: "fixed", value: 1 });
    expect([again.statusCode, again.json().message]).toEqual([409, discountMessages.codeTaken]);
  });

  it("of a category or brand deleted later covers nothing, and does not stop the deletion", async () => {
    await t.db.insert(categories).values({ slug: "gone-soon", name: "Gone soon" });
    await t.db.insert(brands).values({ slug: "gone-brand", name: "Gone brand" });
    await kit.addCode({ code: "GONECAT", kind: "percent", value: 5, scope: "category", category: "gone-soon" });
    await kit.addCode({ code: "GONEBRAND", kind: "percent", value: 5, scope: "brand", brand: "gone-brand" });
    expect((await kit.inject(admin, "DELETE", "/api/admin/categories/gone-soon")).statusCode).toBe(200);
    expect((await kit.inject(admin, "DELETE", "/api/admin/brands/gone-brand")).statusCode).toBe(200);
    const part = await addPart(t, { minQuantity: 1 });
    const who = await kit.customerWith([[part.id, 1]]);
    for (const code of ["GONECAT", "GONEBRAND"]) {
      expect((await kit.applyCode(who, code)).json().message).toBe(discountMessages.nothingApplies);
    }
  });

  it("is the owner's alone", async () => {
    expect((await create({ code: "MINE", kind: "percent", value: 5 }, rider)).statusCode).toBe(403);
    expect((await kit.inject(rider, "GET", "/api/admin/discounts")).statusCode).toBe(403);
    const anyone = await t.app.inject({ method: "GET", url: "/api/admin/discounts" });
    expect(anyone.statusCode).toBe(401);
  });
});

describe("deactivating a code", () => {
  it("takes only { active: boolean } of a code that exists", async () => {
    const id = await kit.addCode({ code: "PATCHME", kind: "percent", value: 5 });
    const patch = (payload: unknown, target = id) =>
      kit.inject(admin, "PATCH", `/api/admin/discounts/${target}`, payload);
    expect((await patch({ active: "no" })).json().message).toMatch(/Active must be true or false/);
    expect((await patch({ active: false, value: 90 })).statusCode).toBe(400);
    expect((await patch({ active: false }, "not-an-id")).statusCode).toBe(400);
    const missing = await patch({ active: false }, crypto.randomUUID());
    expect([missing.statusCode, missing.json().message]).toEqual([404, discountMessages.notFound]);
    expect((await patch({ active: false })).json()).toMatchObject({ modifiedCount: 1 });
    expect((await patch({ active: false })).json()).toMatchObject({ modifiedCount: 0 });
  });
});

describe("the owner's list", () => {
  it("is paged newest first by its Link header", async () => {
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await kit.addCode({ code: `PAGE${i}`, kind: "fixed", value: 1 }));
    const first = await kit.inject(admin, "GET", "/api/admin/discounts?limit=2");
    expect(first.json().map((c: { code: string }) => c.code)).toEqual(["PAGE2", "PAGE1"]);
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1];
    expect(next).toBeDefined();
    const second = await kit.inject(admin, "GET", next as string);
    expect(second.json()[0].code).toBe("PAGE0");
    expect((await kit.inject(admin, "GET", "/api/admin/discounts?limit=1000")).statusCode).toBe(400);
    expect((await kit.inject(admin, "GET", "/api/admin/discounts?cursor=bm90LWEtY3Vyc29y")).statusCode).toBe(400);
  });
});

describe("a customer's code", () => {
  it("is refused with a message when it is not a code at all", async () => {
    const part = await addPart(t, { minQuantity: 1 });
    await kit.inject(rider, "PUT", `/api/cart/lines/${part.id}`, { quantity: 1 });
    for (const code of [5, null, "", "a\u0007b", "x".repeat(1000), ["SUMMER"], { $ne: null }]) {
      const res = await kit.applyCode(rider, code);
      expect(res.statusCode).toBe(400);
      // Control characters are refused before the code's own rule, by the shop's rule for all text.
      expect(res.json().message).toMatch(/code/);
    }
    expect((await kit.inject(rider, "PUT", "/api/cart/discount", {})).statusCode).toBe(400);
    const checkout = await kit.inject(rider, "POST", "/api/checkout", {
      phone: "1",
      address: "a",
      shippingMethodId: crypto.randomUUID(),
      discountCode: "\u202eEVIL",
    });
    expect(checkout.statusCode).toBe(400);
    const anyone = await t.app.inject({ method: "PUT", url: "/api/cart/discount", payload: { code: "X" } });
    expect(anyone.statusCode).toBe(401);
  });
});
