import type { PricingPlan } from "@shop/contract";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("answers the three plans, cheapest first, priced in dollars per month with five services", async () => {
  const res = await t.app.inject("/api/pricing");
  expect(res.statusCode).toBe(200);
  const plans = res.json() as PricingPlan[];
  expect(plans.map((p) => p.name)).toEqual(["Basic", "Advanced", "Premium"]);
  expect(plans.map((p) => p.price)).toEqual([19, 49, 99]);
  for (const plan of plans) {
    expect([plan.service1, plan.service2, plan.service3, plan.service4, plan.service5].every(Boolean)).toBe(true);
  }
});
