import { BODY_DEPTH_MAX } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../../test/accounts.ts";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../../test/helper.ts";
import { loggedLines } from "../../test/log-lines.ts";
import { addPart, type Customer } from "../../test/shop.ts";

/*
 * Text no field may hold is refused with a 400 that says why, at every kind of endpoint: ours,
 * the identity provider's under /api/auth, and the web app's; nothing is stored and nothing is
 * logged as a failure.
 */
let t: TestApp;
let alice: Customer;
let partId: string;
const { logger, lines: logLines } = loggedLines();

beforeAll(async () => {
  t = await createTestApp({ logger });
  alice = await signUpWithToken(t);
  partId = (await addPart(t, { minQuantity: 1 })).id;
});
afterAll(() => t.close());

// NUL, other C0 controls, DEL, C1 controls (NEL among them).
const controls = ["\u0000", "\u0001", "\u0008", "\u000b", "\u001b", "\u007f", "\u0085", "\u009f"];

const bodies = (bad: string) => [
  { url: "/api/orders", payload: { productId: partId, phone: "555", address: `7 Chain${bad} Lane` } },
  {
    url: "/api/reviews",
    payload: { img: "/images/people/reviewer-1.svg", address: "Here", star: 4, title: "Fine", des: `a${bad}` },
  },
  { url: `/api/userInfo/${alice.email}`, method: "PUT" as const, payload: { userPhone: `1${bad}` } },
  { url: "/api/auth/update-user", payload: { name: `Rider${bad}` } },
  { url: "/api/auth/sign-up/email", payload: { name: `N${bad}`, email: "nul@example.com", password: "secret123" } },
  { url: "/api/auth/sign-in/email", payload: { email: `${alice.email}${bad}`, password: "secret123" } },
  { url: "/api/sandbox-payments/confirm", payload: { clientSecret: "x", card: { number: `4242${bad}` } } },
];

async function send(call: { url: string; method?: "POST" | "PUT" | "GET"; payload?: unknown }) {
  return t.app.inject({
    method: call.method ?? "POST",
    url: call.url,
    headers: {
      ...alice.auth,
      cookie: alice.cookie,
      origin: TEST_PUBLIC_URL,
      ...(typeof call.payload === "string" && { "content-type": "application/json" }),
    },
    ...(call.payload !== undefined && { payload: call.payload as object }),
  });
}

function expectRefused(res: { statusCode: number; json(): unknown; headers: Record<string, unknown> }, why: RegExp) {
  expect(res.statusCode).toBe(400);
  expect(res.headers["content-type"]).toMatch(/application\/json/);
  expect((res.json() as { message: string }).message).toMatch(why);
}

describe("control characters", () => {
  it("are refused in any JSON field, ours and the identity provider's alike", async () => {
    for (const bad of controls) {
      for (const call of bodies(bad)) {
        const res = await send(call);
        expect(res.statusCode, `${JSON.stringify(bad)} to ${call.url}: ${res.body}`).toBe(400);
        expectRefused(res, /contains a control character/);
      }
    }
    const reviews = await t.app.inject({ url: "/api/reviews" });
    expect(reviews.body).not.toMatch(/\\u0000/);
    // Tab and line breaks stay allowed in text that may have several lines.
    const review = bodies("\t\r\n")[1] ?? { url: "" };
    expect((await send(review)).statusCode).toBe(201);
  });

  it("are refused in field names and in nested fields, naming the field", async () => {
    expectRefused(await send({ url: "/api/orders", payload: { "a\u0000": 1 } }), /field name/);
    expectRefused(
      await send({ url: "/api/sandbox-payments/confirm", payload: { card: { cvc: "1\u00002" } } }),
      /'card\.cvc' contains a control character/,
    );
  });

  it("are refused in paths and queries, escaped or not, on every kind of route", async () => {
    for (const url of [
      "/api/parts?q=a%00b",
      "/api/parts?q=%1B",
      "/api/parts?q=%C2%85",
      "/api/parts?q%00=a",
      "/api/parts?q=a\u0000b",
      "/api/parts?q=tab%09",
      `/api/orders?email=${alice.email}%00`,
      `/api/userInfo/${alice.email}%00`,
      "/api/auth/get-session?x=%00",
      "/api/auth/%00",
      "/deshboard/%0A",
      "/uploads/%00.webp",
    ]) {
      const res = await send({ url, method: "GET" });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expectRefused(res, /control character/);
    }
  });
});

describe("text that is not Unicode", () => {
  it("refuses half a surrogate pair in a JSON string", async () => {
    for (const half of ["\\ud800", "\\udfff", "x\\ud83dy"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/orders",
        headers: { ...alice.auth, "content-type": "application/json" },
        payload: `{"productId":"${partId}","phone":"555","address":"${half}"}`,
      });
      expectRefused(res, /surrogate pair/);
    }
    // A whole pair (an emoji) is text like any other.
    const emoji = await send({ url: "/api/orders", payload: { productId: partId, phone: "555", address: "🚲 Lane" } });
    expect(emoji.statusCode, emoji.body).toBe(201);
  });

  it("refuses %-escapes that are broken or do not stand for UTF-8", async () => {
    for (const url of ["/api/parts?q=%zz", "/api/parts?q=%", "/api/parts?q=%C3%28", "/api/parts?q=%ED%A0%80"]) {
      expectRefused(await send({ url, method: "GET" }), /%-escape/);
    }
  });
});

it("refuses any string longer than a request may carry, names of fields included", async () => {
  expectRefused(await send({ url: "/api/auth/update-user", payload: { x: "y".repeat(10_001) } }), /longer than/);
  expectRefused(await send({ url: "/api/orders", payload: { ["k".repeat(10_001)]: 1 } }), /longer than/);
  expectRefused(await send({ url: `/api/parts?q=${"q".repeat(10_001)}`, method: "GET" }), /longer than/);
});

it("refuses a deeply nested body at every kind of endpoint, without running out of stack", async () => {
  const nested = (depth: number) => `${"[".repeat(depth)}"x"${"]".repeat(depth)}`;
  for (const { url, method } of bodies("")) {
    for (const depth of [BODY_DEPTH_MAX + 1, 5_000, 100_000]) {
      const res = await send({ url, method, payload: `{"name":${nested(depth)}}` });
      expectRefused(res, new RegExp(`more than ${BODY_DEPTH_MAX} levels deep`));
    }
    // As deep as allowed: the endpoint's own rules answer, never a 500.
    const res = await send({ url, method, payload: `{"name":${nested(BODY_DEPTH_MAX - 1)}}` });
    expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
  }
});

it("logs no failure, and no failed SQL with the caller's text, for a refused request", async () => {
  logLines.length = 0;
  await send({ url: "/api/orders", payload: { productId: partId, phone: "555", address: "secret\u0000street" } });
  await send({ url: "/api/parts?q=a%00b", method: "GET" });
  const log = logLines.join("");
  expect(log).toMatch(/"statusCode":400/);
  expect(log).not.toMatch(/secret/);
  expect(log).not.toMatch(/"level":50/);
});
