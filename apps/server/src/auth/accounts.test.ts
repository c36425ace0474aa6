import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cookiesOf, freshEmail, signUp, signUpWithToken } from "../../test/accounts.ts";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../../test/helper.ts";
import { signUpAdmin } from "../../test/shop.ts";
import { authAccount, authUser, users } from "../db/schema.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const signIn = (email: string, password: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: { origin: TEST_PUBLIC_URL },
    payload: { email, password },
  });

describe("sign-up and sign-in", () => {
  it("stores the password as an argon2id hash, never in clear", async () => {
    const user = await signUp(t);
    const [row] = await t.db
      .select({ password: authAccount.password })
      .from(authAccount)
      .innerJoin(authUser, eq(authUser.id, authAccount.userId))
      .where(eq(authUser.email, user.email));
    expect(row?.password).toMatch(/^\$argon2id\$/);
    expect(row?.password).not.toContain(user.password);
  });

  it("lets an unverified user sign in", async () => {
    const user = await signUp(t);
    const res = await signIn(user.email, user.password);
    expect(res.statusCode).toBe(200);
    expect(cookiesOf(res.headers)).toMatch(/session_token=/);
  });

  it("answers a wrong password and an unknown address with the same code", async () => {
    const user = await signUp(t);
    const wrong = await signIn(user.email, "not-the-password");
    const unknown = await signIn(freshEmail(), "whatever1");
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().code).toBe(unknown.json().code);
  });

  it("refuses a password shorter than six characters", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { origin: TEST_PUBLIC_URL },
      payload: { name: "Short", email: freshEmail(), password: "abc" },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe("PUT /api/user/{email}", () => {
  it("gives a signed token to the holder of that e-mail's session and records the user", async () => {
    const user = await signUpWithToken(t);
    expect(user.token.split(".")).toHaveLength(3);
    const [row] = await t.db.select().from(users).where(eq(users.email, user.email));
    expect(row?.role).toBe("user");
  });

  it("answers 401 without a session", async () => {
    const res = await t.app.inject({ method: "PUT", url: `/api/user/${freshEmail()}` });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/not signed in/);
  });

  it("refuses an e-mail that is not the session's", async () => {
    const user = await signUp(t);
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/user/${freshEmail()}`,
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("protected calls", () => {
  const protectedCalls = (email: string) => [
    { method: "GET" as const, url: `/api/admin/${email}` },
    { method: "GET" as const, url: `/api/userInfo/${email}` },
    { method: "PUT" as const, url: `/api/userInfo/${email}`, payload: profileBody },
  ];

  it("answer 401 without a token, with a forged one and with an expired one", async () => {
    const user = await signUpWithToken(t);
    const [header, payload] = user.token.split(".");
    const forged = `${header}.${payload}.${"A".repeat(43)}`;
    for (const call of protectedCalls(user.email)) {
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
      const withForged = await t.app.inject({ ...call, headers: { authorization: `Bearer ${forged}` } });
      expect(withForged.statusCode, call.url).toBe(401);
      expect(withForged.json().message).toMatch(/invalid or has expired/);
    }
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 8 * 24 * 3600 * 1000);
    for (const call of protectedCalls(user.email)) {
      expect((await t.app.inject({ ...call, headers: user.auth })).statusCode, call.url).toBe(401);
    }
  });

  it("answer 403 for another user's e-mail", async () => {
    const user = await signUpWithToken(t);
    const other = await signUpWithToken(t);
    for (const call of protectedCalls(other.email)) {
      const res = await t.app.inject({ ...call, headers: user.auth });
      expect(res.statusCode, call.url).toBe(403);
      expect(res.json().message).toBeTruthy();
    }
  });

  it("refuse the token of a deleted user", async () => {
    const user = await signUpWithToken(t);
    await t.db.delete(users).where(eq(users.email, user.email));
    const res = await t.app.inject({ method: "GET", url: `/api/admin/${user.email}`, headers: user.auth });
    expect(res.statusCode).toBe(401);
  });
});

describe("GET /api/admin/{email}", () => {
  it("says whether the user is an administrator; an admin may ask about anyone", async () => {
    const user = await signUpWithToken(t);
    const admin = await signUpAdmin(t);
    const own = await t.app.inject({ method: "GET", url: `/api/admin/${user.email}`, headers: user.auth });
    expect(own.json()).toEqual({ admin: false });
    const asAdmin = await t.app.inject({ method: "GET", url: `/api/admin/${admin.email}`, headers: admin.auth });
    expect(asAdmin.json()).toEqual({ admin: true });
    const aboutUser = await t.app.inject({ method: "GET", url: `/api/admin/${user.email}`, headers: admin.auth });
    expect(aboutUser.json()).toEqual({ admin: false });
  });

  it("stops treating a demoted admin as one at once", async () => {
    const admin = await signUpAdmin(t);
    await t.db.update(users).set({ role: "user" }).where(eq(users.email, admin.email));
    const res = await t.app.inject({ method: "GET", url: `/api/admin/${freshEmail()}`, headers: admin.auth });
    expect(res.statusCode).toBe(403);
  });
});

const profileBody = {
  userName: "Someone Else",
  userEmail: "someone@else.com",
  userPhone: "+1 555 0100",
  userEducation: "BSc Mechanical Engineering",
  userAddress: "12 Spoke Street",
  userLocation: "Portland",
  userLinkedinUrl: "https://www.linkedin.com/in/rider",
};

describe("/api/userInfo/{email}", () => {
  it("starts with the account's name and e-mail and every other field empty", async () => {
    const user = await signUpWithToken(t);
    const res = await t.app.inject({ method: "GET", url: `/api/userInfo/${user.email}`, headers: user.auth });
    expect(res.json()).toEqual({
      userName: "Test Rider",
      userEmail: user.email,
      userPhone: null,
      userEducation: null,
      userAddress: null,
      userLocation: null,
      userLinkedinUrl: null,
    });
  });

  it("upserts, then modifies, and never changes the name or the e-mail", async () => {
    const user = await signUpWithToken(t);
    const put = (body: object) =>
      t.app.inject({ method: "PUT", url: `/api/userInfo/${user.email}`, headers: user.auth, payload: body });
    expect((await put(profileBody)).json()).toMatchObject({ acknowledged: true, upsertedCount: 1, modifiedCount: 0 });
    expect((await put({ ...profileBody, userLocation: "Dhaka" })).json()).toMatchObject({
      upsertedCount: 0,
      modifiedCount: 1,
    });
    const res = await t.app.inject({ method: "GET", url: `/api/userInfo/${user.email}`, headers: user.auth });
    expect(res.json()).toMatchObject({ userName: "Test Rider", userEmail: user.email, userLocation: "Dhaka" });
  });

  it("refuses an empty field or a LinkedIn URL that is not a web address", async () => {
    const user = await signUpWithToken(t);
    for (const bad of [{ userPhone: " " }, { userLinkedinUrl: "javascript:alert(1)" }]) {
      const res = await t.app.inject({
        method: "PUT",
        url: `/api/userInfo/${user.email}`,
        headers: user.auth,
        payload: { ...profileBody, ...bad },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });

  it("lets an admin read any user's profile", async () => {
    const user = await signUpWithToken(t);
    const admin = await signUpAdmin(t);
    const res = await t.app.inject({ method: "GET", url: `/api/userInfo/${user.email}`, headers: admin.auth });
    expect(res.statusCode).toBe(200);
  });
});
