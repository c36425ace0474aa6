import { readFile } from "node:fs/promises";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import fc from "fast-check";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, expect, it } from "vitest";
import { signUpWithToken } from "../test/accounts.ts";
import { createTestApp, type TestApp } from "../test/helper.ts";
import { addPart, type Customer, order, signUpAdmin } from "../test/shop.ts";
import { createAccessTokens } from "./auth/access-token.ts";
import * as schema from "./db/schema.ts";
import type { PageRenderer } from "./http/page-renderer.ts";

/*
 * Generated requests, valid and invalid, to every API endpoint as every role, with text no field
 * may hold (control characters, half surrogate pairs, too long) and numbers in forms that are not
 * plain JSON numbers among the values: the server never
 * answers 5xx, every refusal says why in JSON, every answer carries the security headers, and a
 * refused request changes nothing stored.
 * The endpoints are read off the app itself, so a new one is fuzzed without being listed here.
 */
let t: TestApp;
let alice: Customer;
let bob: Customer;
let admin: Customer;
let ids: { part: string; order: string };
let endpoints: (readonly [method: string, path: string])[];

beforeAll(async () => {
  t = await createTestApp({ renderPage: readsItsAddress });
  alice = await signUpWithToken(t);
  bob = await signUpWithToken(t);
  admin = await signUpAdmin(t);
  const part = await addPart(t, { availableQuantity: 1_000_000, minQuantity: 1 });
  ids = { part: part.id, order: (await order(t, alice, { productId: part.id })).json().insertedId };
  endpoints = await apiEndpoints();
});
afterAll(() => t.close());

/**
 * The web app's pages (apps/web/src/routes.ts, read as text: the server imports nothing of the
 * web app). The API tests have no build of the web app, so a page is drawn by a renderer that
 * does what its loaders do with the address: parse it, and ask the API with the visitor's query.
 */
const PAGES = ["/", "/home", "/parts", "/parts/{id}", "/login", "/signup", "/resetpassword", "/newpassword"];
PAGES.push("/verified", "/Order/{id}", "/deshboard", "/deshboard", "/deshboard/myorders", "/deshboard/addreview");
PAGES.push("/deshboard/payment/{id}", "/deshboard/overview", "/deshboard/makeadmin", "/deshboard/addproduct");
PAGES.push("/deshboard/manageproduct", "/deshboard/manageproduct/{id}/edit", "/deshboard/manageorders", "/blogs");
PAGES.push("/myprotfolio", "/{any}/{any}", "/c/{any}", "/deshboard/manageproduct/{id}/product");
PAGES.push("/deshboard/importcatalog", "/deshboard/categories", "/deshboard/brands", "/deshboard/specs", "/garage");
PAGES.push("/deshboard/importbikes");
PAGES.push("/cart", "/checkout", "/deshboard/manageorders/{id}", "/deshboard/shipping", "/deshboard/tax");
PAGES.push("/deshboard/products", "/deshboard/discounts");
PAGES.push("/stock-alerts/confirm", "/stock-alerts/unsubscribe");
PAGES.push("/deshboard/returns");
const readsItsAddress: PageRenderer = async (request, context) => {
  const url = new URL(request.url);
  const q = url.searchParams.get("q") ?? "";
  const answer = await context.apiFetch(`/api/parts?q=${encodeURIComponent(q)}&limit=3`, { method: "GET" });
  return new Response(`<html><body><p>${url.pathname.length}</p><p>${answer.status}</p></body></html>`);
};

/** The documented API, the identity provider's own endpoints under /api/auth, and the probes. */
async function apiEndpoints() {
  await t.app.ready();
  const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const documented = Object.entries(spec.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => [method.toUpperCase(), path] as const),
  );
  const identity = Object.values(
    (await t.app.identity()).api as Record<string, { path?: string; options?: { method?: unknown } }>,
  )
    .filter((endpoint) => endpoint.path !== undefined)
    .flatMap((endpoint) =>
      [endpoint.options?.method].flat().map((method) => [String(method), `/api/auth${endpoint.path}`] as const),
    );
  return [...documented, ...identity, ["GET", "/api/healthz"] as const, ["GET", "/api/readyz"] as const];
}

// Everything stored, but the sign-in rate limiter's counters: counting refused tries is its job.
const storedTables = Object.values(schema)
  .filter((table) => is(table, PgTable) && table !== schema.authRateLimit)
  .map((table) => getTableName(table as PgTable));
async function fingerprint() {
  const hashes = await Promise.all(
    storedTables.map(async (table) => {
      const result: unknown = await t.db.execute(
        sql.raw(`select md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as h from ${table} x`),
      );
      // node-postgres answers { rows }, PGlite's driver the rows themselves.
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { h: string }[];
      return rows[0]?.h;
    }),
  );
  return hashes.join("|");
}

/** Tokens that look right but must not be taken: another key, no signature, a changed claim. */
async function forgedTokens() {
  const { sub, email, sid } = decodeJwt(alice.token);
  const [header = "", , signature = ""] = alice.token.split(".");
  const base64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const claims = { sub, email, sid, iss: "bike-parts-shop", exp: Math.floor(Date.now() / 1000) + 3600 };
  return [
    await createAccessTokens("another shop's secret of 32 characters").sign({
      userId: String(sub),
      email: String(email),
      sessionId: String(sid),
    }),
    `${base64({ alg: "none", typ: "JWT" })}.${base64(claims)}.`,
    `${header}.${base64({ ...claims, email: admin.email })}.${signature}`,
    `${header}.${base64({ ...claims, exp: 1 })}.${signature}`,
  ];
}

const printable = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) });
// Text no field may hold: control characters (C0, DEL, C1), half a surrogate pair, too much of it.
const hostileText = fc.oneof(
  fc.constantFrom("\u0000", "a\u0000b", "\u0001", "\u001b[2J", "\u007f", "\u0085", "\u009f", "\ud800", "x\udc00"),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 20 }),
  fc.constantFrom("x".repeat(10_001), "n".repeat(101)),
);
const text = (maxLength: number) => fc.oneof(fc.string({ maxLength }), hostileText);
// Numbers in forms Number() would take: arrays, hex, padded or spelled-out strings.
const notPlainNumber = fc.constantFrom([3], "3", "0x3", " 3 ", "3e0", "NaN", "Infinity", true, {});
const number = (plain: fc.Arbitrary<number>) => fc.oneof(plain, notPlainNumber);
const pathValue = fc.oneof(
  fc
    .constantFrom(
      () => ids.part,
      () => ids.order,
      () => alice.email,
      () => bob.email,
      () => admin.email,
    )
    .map((f) => f()),
  fc.uuid().map(String),
  fc.string({ maxLength: 40 }),
  hostileText,
  fc.constantFrom("../../etc/passwd", "%00", "null", "-1", "1e309", "<script>", "' or 1=1 --", "a@b.c", "google"),
);
const jsonBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record(
    {
      productId: fc.oneof(fc.constant(null), fc.uuid().map(String), text(40)),
      orderId: fc.oneof(fc.uuid().map(String), text(40)),
      orderQuantity: fc.oneof(number(fc.integer()), fc.double(), fc.string(), fc.constant(null)),
      phone: text(50),
      address: text(50),
      price: fc.oneof(number(fc.double()), fc.integer()),
      minQuantity: fc.oneof(number(fc.integer()), fc.double()),
      availableQuantity: fc.oneof(number(fc.integer()), fc.double()),
      star: fc.oneof(number(fc.double()), fc.string()),
      status: fc.oneof(fc.constant("Shipped"), text(20)),
      transactionId: text(80),
      clientSecret: text(80),
      email: fc.oneof(text(80), fc.constantFrom("a@b.co", "admin@example.com")),
      password: fc.string({ maxLength: 200 }),
      name: text(80),
      token: text(80),
      card: fc.record({
        number: text(20),
        expMonth: number(fc.integer()),
        expYear: number(fc.integer()),
        cvc: text(5),
      }),
      callbackURL: fc.constantFrom("/", "https://elsewhere.example/steal", "javascript:alert(1)"),
    },
    { requiredKeys: [] },
  ),
);
// What the body is sent as: JSON text, or text that is not JSON at all.
const body = fc.oneof(
  jsonBody.map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 60 }),
  fc.constantFrom('{"a":', "[]", "null", "\u0000", "--boundary\r\n", "%7B%7D"),
  // Nested deeper than any field: the identity provider's mount once failed on it with a 500.
  fc.constantFrom(`${"[".repeat(5_000)}${"]".repeat(5_000)}`, `{"email":${'{"a":'.repeat(2_000)}1${"}".repeat(2_001)}`),
);
const headerName = fc.oneof(
  fc.constantFrom(
    "accept",
    "accept-encoding",
    "accept-language",
    "content-encoding",
    "cookie",
    "if-none-match",
    "origin",
    "range",
    "referer",
    "user-agent",
    "x-forwarded-for",
    "x-forwarded-proto",
    "x-shop-client-ip",
  ),
  fc.stringMatching(/^x-[a-z0-9-]{1,20}$/),
);
// Who calls: nobody, a customer, another customer, an admin, or someone with a forged token.
const role = fc.oneof(fc.constantFrom("anonymous", "alice", "bob", "admin"), fc.nat(3), printable);
const request = fc.record({
  endpoint: fc.nat(),
  otherMethod: fc.option(fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"), { freq: 8 }),
  path: pathValue,
  // Sent as it is, not escaped: a broken %-escape, or a segment too long to route.
  rawSegment: fc.option(fc.constantFrom("%", "%zz", "%E0%A4%A", "p".repeat(300)), { freq: 10 }),
  query: fc.dictionary(
    fc.constantFrom("email", "q", "limit", "cursor", "token", "callbackURL", "x"),
    fc.oneof(printable, hostileText, notPlainNumber.map(String)),
    {
      maxKeys: 3,
    },
  ),
  body: fc.option(body, { nil: undefined }),
  headers: fc.dictionary(headerName, printable, { maxKeys: 4 }),
  role,
  contentType: fc.constantFrom(
    "application/json",
    "text/plain",
    "multipart/form-data",
    "multipart/form-data; boundary=boundary",
    "application/x-www-form-urlencoded",
  ),
});

/** %-escaped, or as it is when it cannot be (half a surrogate pair): the server must cope either way. */
function escaped(value: string) {
  try {
    return encodeURIComponent(value);
  } catch {
    return value;
  }
}

function authorizationFor(who: string | number, forged: string[]) {
  if (who === "anonymous") return {};
  const known: Record<string, Customer> = { alice, bob, admin };
  const token = typeof who === "number" ? forged[who] : (known[who]?.token ?? who);
  // Alice also holds a signed-in session, as the web app does after signing in.
  return { authorization: `Bearer ${token}`, ...(who === "alice" && { cookie: alice.cookie }) };
}

it("reads every endpoint off the app, the identity provider's included", () => {
  const names = endpoints.map(([method, path]) => `${method} ${path}`);
  expect(names).toEqual(
    expect.arrayContaining(["POST /api/orders", "POST /api/auth/sign-in/email", "GET /api/readyz"]),
  );
  expect(names.length).toBeGreaterThan(50);
});

type JsonSchema = { type?: string; maxLength?: number; enum?: unknown[]; format?: string; properties?: object };
/** Every string a documented request takes, but ids and fixed choices, has a longest length. */
it("documents a length limit for every text a request takes", () => {
  const spec = t.app.swagger() as {
    paths: Record<
      string,
      Record<string, { parameters?: { name: string; schema: JsonSchema }[]; requestBody?: object }>
    >;
  };
  const unlimited: string[] = [];
  const visit = (schema: JsonSchema | undefined, where: string) => {
    if (!schema) return;
    if (schema.type === "string" && schema.maxLength === undefined && !schema.enum && schema.format !== "uuid") {
      unlimited.push(where);
    }
    for (const [name, inner] of Object.entries(schema.properties ?? {})) visit(inner, `${where}.${name}`);
  };
  for (const [path, operations] of Object.entries(spec.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      for (const p of operation.parameters ?? []) visit(p.schema, `${method} ${path} ${p.name}`);
      const body = operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined;
      for (const content of Object.values(body?.content ?? {})) visit(content.schema, `${method} ${path} body`);
    }
  }
  expect(unlimited).toEqual([]);
});

it("never answers 5xx, explains every refusal, sends the security headers and changes nothing it refuses", async () => {
  const forged = await forgedTokens();
  await fc.assert(
    fc.asyncProperty(request, async (r) => {
      const [listedMethod, template] = endpoints[r.endpoint % endpoints.length] ?? ["GET", "/api/parts"];
      const method = (r.otherMethod ?? listedMethod) as "GET";
      const path = template.replace(/\{\w+\}|:\w+/, r.rawSegment ?? escaped(r.path));
      const query = new URLSearchParams(r.query).toString();
      const hasBody = r.body !== undefined && method !== "GET";
      // Mail that earlier requests queued goes out in the background; let it, so that only this
      // request could change what is stored.
      await t.mailSent();
      const before = await fingerprint();
      const res = await t.app.inject({
        method,
        url: query ? `${path}?${query}` : path,
        headers: {
          ...r.headers,
          ...authorizationFor(r.role, forged),
          ...(hasBody && { "content-type": r.contentType }),
        },
        ...(hasBody && { payload: r.body }),
      });
      const said = `${method} ${path} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
      expect(res.statusCode, said).toBeLessThan(500);
      expect(res.headers["x-content-type-options"], said).toBe("nosniff");
      expect(res.headers["content-security-policy"], said).toContain("frame-ancestors 'none'");
      if (res.statusCode >= 400) {
        expect(res.headers["content-type"], said).toMatch(/application\/json/);
        expect(typeof res.json()?.message, said).toBe("string");
        expect(await fingerprint(), `${said}: refused but changed data`).toBe(before);
      }
    }),
    { numRuns: 400 },
  );
}, 300_000);

it("knows every page of the web app", async () => {
  const routes = await readFile(new URL("../../web/src/routes.ts", import.meta.url), "utf8");
  expect(PAGES.length).toBe(routes.match(/\b(?:route|index)\(/g)?.length);
});

// Query strings as careless clients and hostile ones write them: any names, repeated names,
// %-escapes good and bad, `+` for spaces, no `=`, very long.
const queryPart = fc.oneof(
  fc
    .tuple(
      fc.oneof(printable, hostileText, fc.constantFrom("q", "error", "token", "returnTo")),
      fc.oneof(printable, hostileText),
    )
    .map(([name, value]) => `${escaped(name)}=${escaped(value)}`),
  fc.constantFrom(
    "error=access_denied",
    "q=a+b",
    "%",
    "%zz",
    "q=%E0%A4%A",
    "=",
    "&",
    "a",
    "q=1&q=2",
    `x=${"y".repeat(5000)}`,
  ),
  printable.map((text) => text.replaceAll("#", "")),
);
const pageRequest = fc.record({
  page: fc.nat(),
  segment: fc.oneof(pathValue.map(escaped), fc.constantFrom("..", "%2e%2e", "%2F", "a%00b", "%", "p".repeat(300), "")),
  query: fc.array(queryPart, { maxLength: 4 }),
  headers: fc.dictionary(headerName, printable, { maxKeys: 3 }),
});

it("never answers a page's address with 5xx, whatever its path segments and query string", async () => {
  await fc.assert(
    fc.asyncProperty(pageRequest, async (r) => {
      const path = (PAGES[r.page % PAGES.length] ?? "/").replaceAll(/\{\w+\}/g, r.segment);
      const url = r.query.length > 0 ? `${path}?${r.query.join("&")}` : path;
      const res = await t.app.inject({ method: "GET", url, headers: r.headers });
      const said = `GET ${url.slice(0, 200)} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
      expect(res.statusCode, said).toBeLessThan(500);
      expect(res.headers["content-type"], said).toMatch(/^(text\/html|application\/json)/);
      expect(res.headers["x-content-type-options"], said).toBe("nosniff");
    }),
    { numRuns: 300 },
  );
}, 300_000);
