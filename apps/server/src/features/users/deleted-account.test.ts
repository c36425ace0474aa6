import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/helper.ts";
import { addPart, type Customer, order, payWithCard, signUpAdmin } from "../../../test/shop.ts";
import { orders, profiles, reviews, users } from "../../db/schema.ts";

let t: TestApp;
let admin: Customer;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
});
afterAll(() => t.close());

const profileBody = {
  userName: "Old Owner",
  userEmail: "ignored@example.com",
  userPhone: "+1 555 0199",
  userEducation: "Old School",
  userAddress: "1 Former Street",
  userLocation: "Oldtown",
  userLinkedinUrl: "https://www.linkedin.com/in/old-owner",
};
const reviewBody = {
  img: "/images/people/reviewer-1.svg",
  address: "Oldtown",
  star: 5,
  title: "Old",
  des: "By the old owner",
};

/** A customer with an unpaid and a paid order, a saved profile and a review. */
async function customerWithHistory() {
  const customer = await signUpWithToken(t);
  const part = await addPart(t);
  const unpaid = (await order(t, customer, { productId: part.id })).json().insertedId as string;
  const paid = (await order(t, customer, { productId: part.id })).json().insertedId as string;
  const { transactionId } = await payWithCard(t, customer, paid);
  await t.app.inject({
    method: "PATCH",
    url: `/api/orders/${paid}`,
    headers: customer.auth,
    payload: { transactionId },
  });
  await t.app.inject({
    method: "PUT",
    url: `/api/userInfo/${customer.email}`,
    headers: customer.auth,
    payload: profileBody,
  });
  await t.app.inject({ method: "POST", url: "/api/reviews", headers: customer.auth, payload: reviewBody });
  const [row] = await t.db.select().from(users).where(eq(users.email, customer.email));
  return { customer, id: String(row?.id), unpaid, paid };
}

describe("a stranger who signs up with a deleted customer's address", () => {
  it("reaches none of the old account's orders, profile or reviews", async () => {
    const old = await customerWithHistory();
    const deleted = await t.app.inject({ method: "DELETE", url: `/api/users/${old.id}`, headers: admin.auth });
    expect(deleted.statusCode).toBe(200);
    const stranger = await signUpWithToken(t, old.customer.email);
    const as = (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: object) =>
      t.app.inject({ method, url, headers: stranger.auth, payload });

    expect((await as("GET", `/api/orders?email=${stranger.email}`)).json()).toEqual([]);
    for (const id of [old.unpaid, old.paid]) {
      expect((await as("GET", `/api/orders/${id}`)).statusCode, id).toBe(403);
      expect((await as("POST", "/api/create-payment-intent", { orderId: id })).statusCode, id).toBe(403);
      expect((await as("PATCH", `/api/orders/${id}`, { transactionId: "pi_anything" })).statusCode, id).toBe(403);
      expect((await as("DELETE", `/api/orders/${id}`)).statusCode, id).toBe(403);
    }

    const profile = await as("GET", `/api/userInfo/${stranger.email}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toEqual({
      userName: "Test Rider",
      userEmail: stranger.email,
      userPhone: null,
      userEducation: null,
      userAddress: null,
      userLocation: null,
      userLinkedinUrl: null,
    });
    const saved = await as("PUT", `/api/userInfo/${stranger.email}`, { ...profileBody, userPhone: "+1 555 0111" });
    expect(saved.json()).toMatchObject({ upsertedCount: 1, matchedCount: 0 });

    const published = (await t.app.inject({ method: "GET", url: "/api/reviews" })).json() as { des: string }[];
    expect(published.map((r) => r.des)).not.toContain("By the old owner");
  });

  it("leaves the old orders to the shop's books with no owner, and nothing else of the account", async () => {
    const old = await customerWithHistory();
    await t.app.inject({ method: "DELETE", url: `/api/users/${old.id}`, headers: admin.auth });
    const kept = await t.db.select().from(orders).where(eq(orders.email, old.customer.email));
    expect(kept.map((o) => [o.id, o.userId]).sort()).toEqual(
      [
        [old.unpaid, null],
        [old.paid, null],
      ].sort(),
    );
    const allOrders = (await t.app.inject({ method: "GET", url: "/api/allorders", headers: admin.auth })).json();
    expect(allOrders.map((o: { _id: string }) => o._id)).toEqual(expect.arrayContaining([old.unpaid, old.paid]));
    expect(await t.db.select().from(profiles).where(eq(profiles.userId, old.id))).toEqual([]);
    expect(await t.db.select().from(reviews).where(eq(reviews.userId, old.id))).toEqual([]);

    // An admin asking for the address's orders gets the new account's, not the old ones.
    await signUpWithToken(t, old.customer.email);
    const byAddress = await t.app.inject({
      method: "GET",
      url: `/api/orders?email=${old.customer.email}`,
      headers: admin.auth,
    });
    expect(byAddress.json()).toEqual([]);
  });
});
