import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookiesOf, signIn, signUpWithToken, withToken } from "../../test/accounts.ts";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../../test/helper.ts";
import { recordingMailer } from "../../test/sent-mail.ts";
import { addPart, type Customer, signUpAdmin } from "../../test/shop.ts";
import { authSession, users } from "../db/schema.ts";
import { setRole } from "./shop-users.ts";

let t: TestApp;
let admin: Customer;
let partId: string;
const mail = recordingMailer();
beforeAll(async () => {
  t = await createTestApp({ mailer: mail.mailer });
  admin = await signUpAdmin(t);
  partId = (await addPart(t)).id;
});
afterAll(() => t.close());

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: "POST", url, headers: { origin: TEST_PUBLIC_URL, ...(cookie && { cookie }) }, payload });

/** What a token still opens: reading the account's orders and placing one. */
async function tokenOpens(who: Customer) {
  const read = await t.app.inject({ method: "GET", url: `/api/orders?email=${who.email}`, headers: who.auth });
  const place = await t.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: who.auth,
    payload: { productId: partId, phone: "+1 555 0100", address: "7 Chain Lane" },
  });
  return [read.statusCode, place.statusCode];
}
const OPEN = [200, 201];
const REFUSED = [401, 401];

describe("an access token stops working at once", () => {
  it("after logout, a password change, a reset through the mail link, deletion and demotion", async () => {
    // Logout.
    const rider = await signUpWithToken(t);
    expect(await tokenOpens(rider)).toEqual(OPEN);
    expect((await post("/api/auth/sign-out", {}, rider.cookie)).statusCode).toBe(200);
    expect(await tokenOpens(rider)).toEqual(REFUSED);

    // A password change, even when the client asks to keep its other sessions: the token of the
    // session that changed it and that of another device both stop.
    const here = await withToken(t, await signIn(t, rider));
    const elsewhere = await withToken(t, await signIn(t, rider));
    expect(await tokenOpens(here)).toEqual(OPEN);
    const change = await post(
      "/api/auth/change-password",
      { currentPassword: rider.password, newPassword: "changed456", revokeOtherSessions: false },
      here.cookie,
    );
    expect(change.statusCode).toBe(200);
    expect(await tokenOpens(here)).toEqual(REFUSED);
    expect(await tokenOpens(elsewhere)).toEqual(REFUSED);
    // The session that changed it gets a new cookie, and a new token for it works.
    const renewed = await withToken(t, { ...here, cookie: cookiesOf(change.headers) });
    expect(await tokenOpens(renewed)).toEqual(OPEN);

    // A reset through the mailed link.
    const beforeReset = await withToken(t, await signIn(t, { ...rider, password: "changed456" }));
    expect(await tokenOpens(beforeReset)).toEqual(OPEN);
    await post("/api/auth/request-password-reset", { email: rider.email, redirectTo: "/newpassword" });
    await t.mailSent();
    const link = new URL(String(mail.to(rider.email, /Reset your/).at(-1)?.link));
    const landing = await t.app.inject({ method: "GET", url: link.pathname + link.search });
    const token = new URL(String(landing.headers.location), TEST_PUBLIC_URL).searchParams.get("token");
    expect((await post("/api/auth/reset-password", { token, newPassword: "reset789" })).statusCode).toBe(200);
    expect(await tokenOpens(beforeReset)).toEqual(REFUSED);
    expect(await tokenOpens(renewed)).toEqual(REFUSED);

    // Deletion.
    const beforeDeletion = await withToken(t, await signIn(t, { ...rider, password: "reset789" }));
    expect(await tokenOpens(beforeDeletion)).toEqual(OPEN);
    const [row] = await t.db.select().from(users).where(eq(users.email, rider.email));
    const deleted = await t.app.inject({ method: "DELETE", url: `/api/users/${row?.id}`, headers: admin.auth });
    expect(deleted.statusCode).toBe(200);
    expect(await tokenOpens(beforeDeletion)).toEqual(REFUSED);

    // Demotion (what `make-admin --remove` does): the admin's token no longer opens anything.
    const demoted = await signUpAdmin(t);
    const allOrders = () => t.app.inject({ method: "GET", url: "/api/allorders", headers: demoted.auth });
    expect((await allOrders()).statusCode).toBe(200);
    expect(await tokenOpens(demoted)).toEqual(OPEN);
    expect(await setRole(t.db, demoted.email, "user")).toBe("changed");
    expect((await allOrders()).statusCode).toBe(401);
    expect(await tokenOpens(demoted)).toEqual(REFUSED);
    // Signing in again gives a token with the new rights.
    const asCustomer = await withToken(t, await signIn(t, demoted));
    expect(await tokenOpens(asCustomer)).toEqual(OPEN);
    const refused = await t.app.inject({ method: "GET", url: "/api/allorders", headers: asCustomer.auth });
    expect(refused.statusCode).toBe(403);
  });

  it("when its session expires", async () => {
    const rider = await signUpWithToken(t);
    expect(await tokenOpens(rider)).toEqual(OPEN);
    const { sid } = decodeJwt(rider.token);
    await t.db
      .update(authSession)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSession.id, String(sid)));
    expect(await tokenOpens(rider)).toEqual(REFUSED);
  });

  it("only for the session that ended: another device stays signed in after a logout", async () => {
    const rider = await signUpWithToken(t);
    const phone = await withToken(t, await signIn(t, rider));
    await post("/api/auth/sign-out", {}, rider.cookie);
    expect(await tokenOpens(rider)).toEqual(REFUSED);
    expect(await tokenOpens(phone)).toEqual(OPEN);
  });
});
