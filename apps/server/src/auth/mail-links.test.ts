import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cookiesOf, freshEmail, signUp } from "../../test/accounts.ts";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../../test/helper.ts";
import { type CaughtMail, linkIn, startMailCatcher } from "../../test/mail-catcher.ts";
import { authUser } from "../db/schema.ts";
import { createMailer } from "../mail/mailer.ts";

let t: TestApp;
let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
beforeAll(async () => {
  catcher = await startMailCatcher();
  const mailer = createMailer({
    smtpUrl: catcher.url,
    outboxDir: "unused",
    from: "shop@example.com",
    log: { info() {} },
  });
  t = await createTestApp({ mailer });
});
afterEach(() => vi.useRealTimers());
afterAll(async () => {
  await t.close();
  await catcher.close();
});

const post = (url: string, payload: object) =>
  t.app.inject({ method: "POST", url, headers: { origin: TEST_PUBLIC_URL }, payload });
/** Follows a link from a mail the way a browser would, answering where it redirects to. */
const follow = async (link: URL) => {
  expect(link.origin).toBe(TEST_PUBLIC_URL);
  const res = await t.app.inject({ method: "GET", url: link.pathname + link.search });
  expect(res.statusCode).toBe(302);
  return new URL(String(res.headers.location), TEST_PUBLIC_URL);
};

/** The next mail to this address whose subject matches, after the `seen` of them so far. */
const nextMail = async (to: string, subject: RegExp, seen: number) => {
  const matching = () => catcher.mails.filter((m) => m.to === to && subject.test(m.subject));
  await vi.waitFor(() => expect(matching().length).toBeGreaterThan(seen), { timeout: 5000 });
  return linkIn(matching()[seen] as CaughtMail);
};
const RESET = /Reset your/;
const VERIFY = /Verify your e-mail/;
const requestReset = (email: string) => post("/api/auth/request-password-reset", { email, redirectTo: "/newpassword" });
/** The token a reset link carries once followed; `null` when the link is refused. */
const resetToken = async (link: URL) => {
  const landing = await follow(link);
  expect(landing.pathname).toBe("/newpassword");
  return landing.searchParams.get("token");
};
/** Whether a verification link verifies: where it lands says. */
const verifies = async (link: URL) => {
  const landing = await follow(link);
  expect(landing.pathname).toBe("/verified");
  return landing.searchParams.get("error") === null;
};

describe("verification mail", () => {
  it("is sent over SMTP on sign-up and its link verifies the address", async () => {
    const user = await signUp(t);
    const mail = await catcher.waitFor(user.email, /Verify your e-mail/);
    const landing = await follow(linkIn(mail));
    expect(landing.pathname).toBe("/verified");
    expect(landing.searchParams.get("error")).toBeNull();
    const [row] = await t.db.select().from(authUser).where(eq(authUser.email, user.email));
    expect(row?.emailVerified).toBe(true);
  });
});

describe("password reset by mail", () => {
  it("answers the same whether or not the address has an account", async () => {
    const user = await signUp(t);
    const known = await requestReset(user.email);
    const unknown = await requestReset(freshEmail());
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
  });

  it("sets a new password through the mailed link, once only", async () => {
    const user = await signUp(t);
    await requestReset(user.email);
    const landing = await follow(linkIn(await catcher.waitFor(user.email, /Reset your/)));
    expect(landing.pathname).toBe("/newpassword");
    const token = landing.searchParams.get("token");
    expect(token).toBeTruthy();

    const reset = await post("/api/auth/reset-password", { token, newPassword: "brandnew42" });
    expect(reset.statusCode).toBe(200);
    expect((await post("/api/auth/sign-in/email", { email: user.email, password: user.password })).statusCode).toBe(
      401,
    );
    const signIn = await post("/api/auth/sign-in/email", { email: user.email, password: "brandnew42" });
    expect(signIn.statusCode).toBe(200);
    expect(cookiesOf(signIn.headers)).toMatch(/session_token=/);

    const again = await post("/api/auth/reset-password", { token, newPassword: "another99" });
    expect(again.statusCode).toBe(400);
  });

  it("refuses a link older than one hour", async () => {
    const user = await signUp(t);
    await requestReset(user.email);
    const landing = await follow(linkIn(await catcher.waitFor(user.email, /Reset your/)));
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 61 * 60 * 1000);
    const res = await post("/api/auth/reset-password", {
      token: landing.searchParams.get("token"),
      newPassword: "later123",
    });
    expect(res.statusCode).toBe(400);
  });

  it("keeps the password rules on the new password", async () => {
    const user = await signUp(t);
    await requestReset(user.email);
    const landing = await follow(linkIn(await catcher.waitFor(user.email, /Reset your/)));
    const res = await post("/api/auth/reset-password", {
      token: landing.searchParams.get("token"),
      newPassword: "abc",
    });
    expect(res.statusCode).toBe(400);
  });
});

describe("only the newest link mailed works, until it is used or the password changes", () => {
  it("a reset link dies when a newer one is sent, and the newer one dies once used", async () => {
    const user = await signUp(t);
    await requestReset(user.email);
    const older = await nextMail(user.email, RESET, 0);
    const olderToken = await resetToken(older);
    await requestReset(user.email);
    const newer = await nextMail(user.email, RESET, 1);
    expect(await resetToken(older)).toBeNull();
    const refused = await post("/api/auth/reset-password", { token: olderToken, newPassword: "stolen123" });
    expect(refused.statusCode).toBe(400);
    const token = await resetToken(newer);
    expect((await post("/api/auth/reset-password", { token, newPassword: "brandnew42" })).statusCode).toBe(200);
    expect(await resetToken(newer)).toBeNull();
    expect((await post("/api/auth/reset-password", { token, newPassword: "again1234" })).statusCode).toBe(400);
  });

  it("a reset link dies when the password is changed while signed in", async () => {
    const user = await signUp(t);
    await requestReset(user.email);
    const link = await nextMail(user.email, RESET, 0);
    const token = await resetToken(link);
    const changed = await t.app.inject({
      method: "POST",
      url: "/api/auth/change-password",
      headers: { origin: TEST_PUBLIC_URL, cookie: user.cookie },
      payload: { currentPassword: user.password, newPassword: "changed123" },
    });
    expect(changed.statusCode).toBe(200);
    expect(await resetToken(link)).toBeNull();
    expect((await post("/api/auth/reset-password", { token, newPassword: "stolen123" })).statusCode).toBe(400);
  });

  it("a verification link dies when a newer one is sent, when it is used, and when the password is reset", async () => {
    const user = await signUp(t);
    const first = await nextMail(user.email, VERIFY, 0);
    // The identity provider's verification token is signed with its time in whole seconds: two
    // links mailed within one second are the same link. Each new one is asked a second later.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const again = () => {
      vi.setSystemTime(Date.now() + 1_000);
      return t.app.inject({
        method: "POST",
        url: "/api/auth/send-verification-email",
        headers: { origin: TEST_PUBLIC_URL, cookie: user.cookie },
        payload: { email: user.email, callbackURL: "/verified" },
      });
    };
    expect((await again()).statusCode).toBe(200);
    const second = await nextMail(user.email, VERIFY, 1);
    expect(await verifies(first)).toBe(false);
    expect((await again()).statusCode).toBe(200);
    const third = await nextMail(user.email, VERIFY, 2);

    await requestReset(user.email);
    const token = await resetToken(await nextMail(user.email, RESET, 0));
    expect((await post("/api/auth/reset-password", { token, newPassword: "brandnew42" })).statusCode).toBe(200);
    expect(await verifies(third)).toBe(false);
    expect(await verifies(second)).toBe(false);
    const [row] = await t.db.select().from(authUser).where(eq(authUser.email, user.email));
    expect(row?.emailVerified).toBe(false);
  });

  it("a verification link works once", async () => {
    const user = await signUp(t);
    const link = await nextMail(user.email, VERIFY, 0);
    expect(await verifies(link)).toBe(true);
    expect(await verifies(link)).toBe(false);
  });
});
