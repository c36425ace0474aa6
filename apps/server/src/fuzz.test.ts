import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { signUpWithToken } from "../test/accounts.ts";
import { createTestApp, type TestApp } from "../test/helper.ts";
import { addPart, type Customer, order, signUpAdmin } from "../test/shop.ts";

/*
 * Generated requests, valid and invalid, to every API endpoint as every role: the server never
 * answers 5xx, every refusal says why in JSON, and a refused request changes nothing stored.
 */
let t: TestApp;
let alice: Customer;
let bob: Customer;
let admin: Customer;
let ids: { part: string; order: string };

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpWithToken(t);
  bob = await signUpWithToken(t);
  admin = await signUpAdmin(t);
  const part = await addPart(t, { availableQuantity: 1_000_000, minQuantity: 1 });
  ids = { part: part.id, order: (await order(t, alice, { productId: part.id })).json().insertedId };
});
afterAll(() => t.close());

const endpoints = [
  ["GET", "/api/parts"],
  ["POST", "/api/parts"],
  ["GET", "/api/parts/:id"],
  ["DELETE", "/api/parts/:id"],
  ["GET", "/api/pricing"],
  ["GET", "/api/reviews"],
  ["POST", "/api/reviews"],
  ["PUT", "/api/user/:email"],
  ["GET", "/api/admin/:email"],
  ["GET", "/api/users"],
  ["PUT", "/api/users/admin/:email"],
  ["DELETE", "/api/users/:id"],
  ["GET", "/api/userInfo/:email"],
  ["PUT", "/api/userInfo/:email"],
  ["POST", "/api/orders"],
  ["GET", "/api/orders"],
  ["GET", "/api/orders/:id"],
  ["DELETE", "/api/orders/:id"],
  ["PATCH", "/api/orders/:id"],
  ["PUT", "/api/orders/:id"],
  ["GET", "/api/allorders"],
  ["GET", "/api/payments/config"],
  ["POST", "/api/create-payment-intent"],
  ["POST", "/api/sandbox-payments/confirm"],
  ["POST", "/api/images"],
] as const;

const tables = ["parts", "orders", "users", "reviews", "profiles", "sandbox_payments", "auth_user", "pricing_plans"];
async function fingerprint() {
  const parts = await Promise.all(
    tables.map(async (table) => {
      const result: unknown = await t.db.execute(
        sql.raw(`select md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as h from ${table} x`),
      );
      // node-postgres answers { rows }, PGlite's driver the rows themselves.
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { h: string }[];
      return rows[0]?.h;
    }),
  );
  return parts.join("|");
}

const pathValue = fc.oneof(
  fc
    .constantFrom(
      () => ids.part,
      () => ids.order,
      () => alice.email,
      () => bob.email,
    )
    .map((f) => f()),
  fc.uuid().map(String),
  fc.string({ maxLength: 40 }),
  fc.constantFrom("../../etc/passwd", "%00", "null", "-1", "1e309", "<script>", "' or 1=1 --", "a@b.c"),
);
const jsonValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record(
    {
      productId: fc.oneof(fc.constant(null), fc.uuid().map(String), fc.string()),
      orderQuantity: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(null)),
      phone: fc.string({ maxLength: 50 }),
      address: fc.string({ maxLength: 50 }),
      price: fc.oneof(fc.double(), fc.integer(), fc.string()),
      minQuantity: fc.oneof(fc.integer(), fc.double()),
      availableQuantity: fc.oneof(fc.integer(), fc.double()),
      star: fc.oneof(fc.double(), fc.string()),
      status: fc.oneof(fc.constant("Shipped"), fc.string()),
      transactionId: fc.string({ maxLength: 80 }),
      clientSecret: fc.string({ maxLength: 80 }),
      email: fc.string({ maxLength: 80 }),
    },
    { requiredKeys: [] },
  ),
);
const role = fc.constantFrom("anonymous", "alice", "bob", "admin", "forged");
const request = fc.record({
  endpoint: fc.constantFrom(...endpoints),
  path: pathValue,
  query: fc.dictionary(fc.constantFrom("email", "q", "limit", "offset", "x"), fc.string({ maxLength: 30 }), {
    maxKeys: 3,
  }),
  body: fc.option(jsonValue, { nil: undefined }),
  role,
  contentType: fc.constantFrom(
    "application/json",
    "text/plain",
    "multipart/form-data",
    "application/x-www-form-urlencoded",
  ),
});

function headersFor(r: { role: string }) {
  const token =
    r.role === "alice"
      ? alice.token
      : r.role === "bob"
        ? bob.token
        : r.role === "admin"
          ? admin.token
          : "ey.forged.token";
  const auth = r.role === "anonymous" ? {} : { authorization: `Bearer ${token}` };
  return { ...auth, cookie: r.role === "alice" ? alice.cookie : "" };
}

it("never answers 5xx, explains every refusal, and changes nothing it refuses", async () => {
  await fc.assert(
    fc.asyncProperty(request, async (r) => {
      const method = r.endpoint[0];
      const template: string = r.endpoint[1];
      const path = template.replace(/:(id|email)/, encodeURIComponent(r.path));
      const query = new URLSearchParams(r.query).toString();
      const before = await fingerprint();
      const hasBody = r.body !== undefined && method !== "GET";
      const res = await t.app.inject({
        method,
        url: query ? `${path}?${query}` : path,
        headers: { ...headersFor(r), ...(hasBody && { "content-type": r.contentType }) },
        ...(hasBody && { payload: JSON.stringify(r.body) }),
      });
      expect(res.statusCode, `${method} ${path} -> ${res.body}`).toBeLessThan(500);
      if (res.statusCode >= 400) {
        expect(res.headers["content-type"]).toMatch(/application\/json/);
        expect(typeof res.json().message, res.body).toBe("string");
        expect(await fingerprint(), `${method} ${path} refused but changed data`).toBe(before);
      }
    }),
    { numRuns: 300 },
  );
}, 120_000);
