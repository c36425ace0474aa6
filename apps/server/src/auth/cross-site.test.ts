import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshEmail, signUp } from "../../test/accounts.ts";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../../test/helper.ts";
import { authUser } from "../db/schema.ts";

/*
 * The identity provider's guards against other sites, which Better Auth would leave out under
 * NODE_ENV=test (so these tests also show they are on where the suite runs).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ELSEWHERE = "https://elsewhere.example";

describe("where a link may send the visitor", () => {
  const verify = (callbackURL: string) =>
    t.app.inject({
      method: "GET",
      url: `/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(callbackURL)}`,
    });

  it("goes back to the shop's own pages", async () => {
    const res = await verify("/verified");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/verified\?error=/);
  });

  it("refuses another site, a protocol-relative address and a script address", async () => {
    for (const callbackURL of [`${ELSEWHERE}/steal`, "//elsewhere.example", "javascript:alert(1)"]) {
      const res = await verify(callbackURL);
      expect(res.statusCode, callbackURL).toBe(403);
      expect(res.json().message, callbackURL).toMatch(/callbackURL/);
    }
  });

  it("makes no account for a sign-up that would send its mail's link to another site", async () => {
    const email = freshEmail();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { origin: TEST_PUBLIC_URL },
      payload: { name: "Lured Rider", email, password: "secret123", callbackURL: `${ELSEWHERE}/welcome` },
    });
    expect(res.statusCode).toBe(403);
    expect(await t.db.select().from(authUser).where(eq(authUser.email, email))).toHaveLength(0);
  });
});

describe("calls that carry the session cookie", () => {
  const rename = (cookie: string, origin: string | undefined, name: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/update-user",
      headers: { cookie, ...(origin && { origin }) },
      payload: { name },
    });
  const nameOf = async (email: string) =>
    (await t.db.select().from(authUser).where(eq(authUser.email, email)))[0]?.name;

  it("are refused from another site's page or with no origin at all", async () => {
    const user = await signUp(t);
    expect((await rename(user.cookie, ELSEWHERE, "Renamed Elsewhere")).statusCode).toBe(403);
    expect((await rename(user.cookie, undefined, "Renamed By Nobody")).statusCode).toBe(403);
    expect(await nameOf(user.email)).toBe("Test Rider");
  });

  it("are taken from the shop's own page", async () => {
    const user = await signUp(t);
    expect((await rename(user.cookie, TEST_PUBLIC_URL, "Renamed At Home")).statusCode).toBe(200);
    expect(await nameOf(user.email)).toBe("Renamed At Home");
  });
});
