import type { TestApp } from "./helper.ts";
import { TEST_PUBLIC_URL } from "./helper.ts";

let counter = 0;
/** A fresh address that also passes the spec's form pattern. */
export const freshEmail = () => `user${Date.now().toString(36)}${counter++}@example.com`.replace(/[^a-z0-9@.]/g, "");

/** Cookie header built from the Set-Cookie answers of an inject call. */
export function cookiesOf(headers: Record<string, unknown>): string {
  const raw = headers["set-cookie"];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return list.map((c) => c.split(";")[0]).join("; ");
}

export async function signUp(t: TestApp, email = freshEmail(), password = "secret123", name = "Test Rider") {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    headers: { origin: TEST_PUBLIC_URL },
    payload: { name, email, password, callbackURL: "/verified" },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { email, password, cookie: cookiesOf(res.headers) };
}

/** Signs an existing account in with its password: a new identity session. */
export async function signIn<U extends { email: string; password: string }>(t: TestApp, user: U) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: { origin: TEST_PUBLIC_URL },
    payload: { email: user.email, password: user.password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return { ...user, cookie: cookiesOf(res.headers) };
}

/** Exchanges a signed-in session for the spec's access token, as the web app does. */
export async function withToken<U extends { email: string; cookie: string }>(t: TestApp, user: U) {
  const res = await t.app.inject({ method: "PUT", url: `/api/user/${user.email}`, headers: { cookie: user.cookie } });
  if (res.statusCode !== 200) throw new Error(`token exchange failed: ${res.statusCode} ${res.body}`);
  const token = res.json<{ token: string }>().token;
  return { ...user, token, auth: { authorization: `Bearer ${token}` } };
}

/** Signs a new user up and exchanges the session for the spec's access token. */
export async function signUpWithToken(t: TestApp, email?: string) {
  return withToken(t, await signUp(t, email));
}
