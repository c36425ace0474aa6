import type { Review, ReviewSummary } from "@shop/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { signUpWithToken } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const summary = async () => {
  const res = await t.app.inject("/api/reviews/summary");
  expect(res.statusCode).toBe(200);
  return res.json() as ReviewSummary;
};
const review = {
  name: "ignored",
  img: "/uploads/0b4f5c1e-1111-4222-8333-444455556666.webp",
  address: "Ghent",
  title: "Quick shipping",
  des: "Came in two days",
};

it("answers the count of the shop's reviews and their average stars, to one decimal", async () => {
  const seeded = (await t.app.inject("/api/reviews?limit=100")).json() as Review[];
  const mean = seeded.reduce((sum, r) => sum + r.star, 0) / seeded.length;
  expect(await summary()).toEqual({ count: seeded.length, average: Math.round(mean * 10) / 10 });
});

it("follows new, changed and deleted reviews at once, and says null with none", async () => {
  await t.db.execute(sql`delete from reviews`);
  t.app.publicCache.clear();
  expect(await summary()).toEqual({ count: 0, average: null });

  const rider = await signUpWithToken(t);
  for (const star of [4.55, 3]) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/reviews",
      headers: rider.auth,
      payload: { ...review, star },
    });
    expect(res.statusCode).toBe(201);
  }
  // (4.55 + 3) / 2 = 3.775: kept in hundredths, so it rounds as the exact mean does.
  expect(await summary()).toEqual({ count: 2, average: 3.8 });

  await t.db.execute(sql`update reviews set star = 5 where star = 3`);
  t.app.publicCache.clear();
  expect(await summary()).toEqual({ count: 2, average: 4.8 });

  await t.db.execute(sql`delete from reviews where star = 5`);
  t.app.publicCache.clear();
  expect(await summary()).toEqual({ count: 1, average: 4.6 });

  await t.db.execute(sql`truncate reviews`);
  t.app.publicCache.clear();
  expect(await summary()).toEqual({ count: 0, average: null });
});
