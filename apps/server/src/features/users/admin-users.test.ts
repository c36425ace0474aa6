import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, signUpWithToken, withToken } from "../../../test/accounts.ts";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../../../test/helper.ts";
import { addPart, type Customer, order, signUpAdmin } from "../../../test/shop.ts";
import { authSession, authUser, orders, users } from "../../db/schema.ts";

let t: TestApp;
let admin: Customer;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
});
afterAll(() => t.close());

const userId = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]?.id ?? "";

describe("admin user tools", () => {
  it("lists users with their roles", async () => {
    const rider = await signUpWithToken(t);
    const res = await t.app.inject({ method: "GET", url: "/api/users", headers: admin.auth });
    expect(res.json()).toEqual(
      expect.arrayContaining([
        { _id: await userId(rider.email), email: rider.email, role: "user" },
        { _id: await userId(admin.email), email: admin.email, role: "admin" },
      ]),
    );
  });

  it("makes a user an admin once, who signs in again to use it; the second time modifies nothing", async () => {
    const rider = await signUpWithToken(t);
    const promote = () => t.app.inject({ method: "PUT", url: `/api/users/admin/${rider.email}`, headers: admin.auth });
    expect((await promote()).json()).toMatchObject({ modifiedCount: 1 });
    const stale = await t.app.inject({ method: "GET", url: `/api/admin/${rider.email}`, headers: rider.auth });
    expect(stale.statusCode).toBe(401);
    const renewed = await withToken(t, await signIn(t, rider));
    expect((await promote()).json()).toMatchObject({ modifiedCount: 0 });
    const check = await t.app.inject({ method: "GET", url: `/api/admin/${rider.email}`, headers: renewed.auth });
    expect(check.json()).toEqual({ admin: true });
    const unknown = await t.app.inject({
      method: "PUT",
      url: "/api/users/admin/nobody@example.com",
      headers: admin.auth,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("deletes a user with their sign-in and sessions, keeps their orders, and never deletes an admin", async () => {
    const rider = await signUpWithToken(t);
    const part = await addPart(t);
    const orderId = (await order(t, rider, { productId: part.id })).json().insertedId;
    const id = await userId(rider.email);
    const res = await t.app.inject({ method: "DELETE", url: `/api/users/${id}`, headers: admin.auth });
    expect(res.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await t.db.select().from(authUser).where(eq(authUser.email, rider.email))).toEqual([]);
    expect(await t.db.select().from(authSession)).not.toContainEqual(expect.objectContaining({ userId: id }));
    expect(await t.db.select().from(orders).where(eq(orders.id, orderId))).toHaveLength(1);
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: TEST_PUBLIC_URL },
      payload: { email: rider.email, password: rider.password },
    });
    expect(signIn.statusCode).toBe(401);
    const stale = await t.app.inject({ method: "GET", url: `/api/userInfo/${rider.email}`, headers: rider.auth });
    expect(stale.statusCode).toBe(401);

    const adminId = await userId(admin.email);
    const refused = await t.app.inject({ method: "DELETE", url: `/api/users/${adminId}`, headers: admin.auth });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("An administrator cannot be deleted");
    const missing = await t.app.inject({
      method: "DELETE",
      url: `/api/users/${crypto.randomUUID()}`,
      headers: admin.auth,
    });
    expect(missing.statusCode).toBe(404);
  });
});
