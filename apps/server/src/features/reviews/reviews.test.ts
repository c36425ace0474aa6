import type { Review } from "@shop/contract";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("answers the six seeded reviews with stars between 3.5 and 5", async () => {
  const res = await t.app.inject("/api/reviews");
  expect(res.statusCode).toBe(200);
  const reviews = res.json() as Review[];
  expect(reviews).toHaveLength(6);
  for (const r of reviews) {
    expect(r.star).toBeGreaterThanOrEqual(3.5);
    expect(r.star).toBeLessThanOrEqual(5);
    expect(r).toEqual({
      _id: expect.any(String),
      name: expect.any(String),
      img: expect.any(String),
      address: expect.any(String),
      title: expect.any(String),
      des: expect.any(String),
      star: expect.any(Number),
    });
  }
});
