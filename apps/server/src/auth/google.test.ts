import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookiesOf } from "../../test/accounts.ts";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../../test/helper.ts";
import { startOidcIssuer } from "../../test/oidc-issuer.ts";

const startSignIn = (t: TestApp) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/social",
    headers: { origin: TEST_PUBLIC_URL },
    payload: { provider: "google", callbackURL: "/deshboard", errorCallbackURL: "/login" },
  });

describe("Continue with Google through an OpenID Connect issuer", () => {
  let t: TestApp;
  let issuer: Awaited<ReturnType<typeof startOidcIssuer>>;
  beforeAll(async () => {
    issuer = await startOidcIssuer();
    t = await createTestApp({ oidc: { issuer: issuer.issuer, clientId: "shop", clientSecret: "shop-secret" } });
  });
  afterAll(async () => {
    await t.close();
    await issuer.close();
  });

  it("completes a code flow and leaves a session for the issuer's user", async () => {
    issuer.as({ email: "googler@example.com", name: "Gina Gears" });
    const start = await startSignIn(t);
    expect(start.statusCode).toBe(200);
    const authorize = new URL(start.json<{ url: string }>().url);
    expect(authorize.origin).toBe(new URL(issuer.issuer).origin);

    const atIssuer = await fetch(authorize, { redirect: "manual" });
    const callback = new URL(String(atIssuer.headers.get("location")));
    expect(callback.pathname).toBe("/api/auth/callback/google");

    const done = await t.app.inject({
      method: "GET",
      url: callback.pathname + callback.search,
      headers: { cookie: cookiesOf(start.headers) },
    });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe("/deshboard");

    const session = await t.app.inject({
      method: "GET",
      url: "/api/auth/get-session",
      headers: { cookie: cookiesOf(done.headers) },
    });
    expect(session.json().user).toMatchObject({ email: "googler@example.com", name: "Gina Gears" });
    const token = await t.app.inject({
      method: "PUT",
      url: "/api/user/googler@example.com",
      headers: { cookie: cookiesOf(done.headers) },
    });
    expect(token.statusCode).toBe(200);
  });

  it("tells the sign-in pages that Google sign-in is offered", async () => {
    const res = await t.app.inject({ url: "/api/sign-in-options" });
    expect(res.json()).toEqual({ google: true });
  });
});

describe("Continue with Google without a provider", () => {
  it("tells the sign-in pages there is none, and answers a client error, not a crash, to one who tries", async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ url: "/api/sign-in-options" })).json()).toEqual({ google: false });
      const res = await startSignIn(t);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBeTruthy();
    } finally {
      await t.close();
    }
  });
});
