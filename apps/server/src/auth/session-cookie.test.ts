import { afterEach, expect, it } from "vitest";
import { freshEmail } from "../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../test/helper.ts";

let t: TestApp | undefined;
afterEach(() => t?.close());

async function sessionCookie(publicUrl?: string) {
  t = await createTestApp({ publicUrl });
  const origin = publicUrl ?? "http://shop.test";
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    headers: { origin },
    payload: { name: "Cookie Rider", email: freshEmail(), password: "secret123" },
  });
  const cookies = [res.headers["set-cookie"]].flat().map(String);
  return cookies.find((c) => /session_token=/.test(c)) ?? "";
}

it("keeps the session in an HttpOnly, SameSite cookie that scripts cannot read", async () => {
  const cookie = await sessionCookie();
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Lax/i);
});

it("marks the session cookie Secure when the shop is served over HTTPS", async () => {
  const cookie = await sessionCookie("https://shop.example.com");
  expect(cookie).toMatch(/; Secure/i);
  expect(cookie).toMatch(/HttpOnly/i);
});
