import { afterAll, beforeAll, expect, it } from "vitest";
import { freshEmail } from "../../test/accounts.ts";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../../test/helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 3 });
});
afterAll(() => t.close());

const attempt = (url: string, payload: object) =>
  t.app.inject({ method: "POST", url, headers: { origin: TEST_PUBLIC_URL }, payload });

it.each([
  ["sign-in", "/api/auth/sign-in/email", { email: "nobody@example.com", password: "guess123" }],
  ["password reset", "/api/auth/request-password-reset", { email: "nobody@example.com" }],
  ["sign-up", "/api/auth/sign-up/email", { name: "Bot", email: "", password: "secret123" }],
])("answers 429 with a clear message after repeated %s tries", async (_name, url, body) => {
  const codes: number[] = [];
  for (let i = 0; i < 4; i++) {
    const payload = "name" in body ? { ...body, email: freshEmail() } : body;
    codes.push((await attempt(url, payload)).statusCode);
  }
  expect(codes.slice(0, 3)).not.toContain(429);
  const blocked = await attempt(url, body);
  expect(blocked.statusCode).toBe(429);
  expect(blocked.json().message).toMatch(/Too many requests/);
});

it("never limits reading the session, however busy one address is", async () => {
  const codes = new Set<number>();
  for (let i = 0; i < 150; i++) {
    codes.add((await t.app.inject({ method: "GET", url: "/api/auth/get-session" })).statusCode);
  }
  expect([...codes]).toEqual([200]);
});
