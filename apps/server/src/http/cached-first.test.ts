import { type IncomingHttpHeaders, request } from "node:http";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { afterAll, beforeAll, expect, it } from "vitest";
import { signUpWithToken } from "../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../test/helper.ts";
import { loggedLines } from "../../test/log-lines.ts";
import { addPart, order } from "../../test/shop.ts";

/*
 * A kept public answer goes out from Node's request event, before Fastify (app.ts, sendCachedRaw):
 * these tests listen on a real port, since app.inject() does not pass through the server.
 */
let t: TestApp;
let base: string;
let partId: string;
const { logger, lines: logLines } = loggedLines();
// Requests Fastify saw: a kept answer sent before Fastify does not count here.
let seenByFastify = 0;

beforeAll(async () => {
  t = await createTestApp({ logger });
  partId = (await addPart(t, { minQuantity: 1 })).id;
  t.app.addHook("onRequest", (_request, _reply, done) => {
    seenByFastify++;
    done();
  });
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => t.close());

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** The answer's bytes as they came (fetch would decompress them). */
function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

/** Headers that may differ between two answers with the same content. */
const timeBound = new Set(["date", "connection", "keep-alive"]);
const stable = (headers: IncomingHttpHeaders) => Object.entries(headers).filter(([name]) => !timeBound.has(name));

async function twice(path: string, headers: Record<string, string> = {}) {
  const before = seenByFastify;
  const first = await get(path, headers);
  const afterFirst = seenByFastify;
  const second = await get(path, headers);
  return { first, second, fastifySaw: [afterFirst - before, seenByFastify - afterFirst] };
}

const listAddress = (n: number) => `/api/parts?limit=${n}`;

it("sends a kept answer with the same status, headers and bytes as Fastify did, without Fastify", async () => {
  const cases: [string, Record<string, string>, (b: Buffer) => Buffer][] = [
    [listAddress(7), {}, (b) => b],
    [listAddress(8), { "accept-encoding": "br, gzip" }, brotliDecompressSync],
    [listAddress(9), { "accept-encoding": "gzip" }, gunzipSync],
    [`/api/parts/${partId}`, {}, (b) => b],
    ["/api/reviews?limit=2", { "accept-encoding": "gzip, br" }, (b) => b],
  ];
  for (const [path, headers, decode] of cases) {
    const { first, second, fastifySaw } = await twice(path, headers);
    expect(first.status, path).toBe(200);
    expect(second.status, path).toBe(200);
    expect(fastifySaw, path).toEqual([1, 0]);
    expect(stable(second.headers), path).toEqual(stable(first.headers));
    expect(second.body.equals(first.body), path).toBe(true);
    expect(second.headers["content-length"], path).toBe(String(second.body.length));
    expect(JSON.parse(decode(second.body).toString()), path).toBeTruthy();
    expect(second.headers["content-security-policy"], path).toContain("default-src 'none'");
  }
});

it("answers 304 to a client that holds the answer, as Fastify does", async () => {
  const path = listAddress(10);
  const { first } = await twice(path);
  const etag = first.headers.etag ?? "";
  const before = seenByFastify;
  const unchanged = await get(path, { "if-none-match": etag });
  expect(unchanged.status).toBe(304);
  expect(unchanged.body.length).toBe(0);
  expect(unchanged.headers.etag).toBe(etag);
  expect(unchanged.headers["x-content-type-options"]).toBe("nosniff");
  expect(seenByFastify).toBe(before);
});

it("leaves to Fastify what it alone answers: other methods, other encodings, unknown addresses", async () => {
  const path = listAddress(11);
  await twice(path);
  const before = seenByFastify;
  expect((await get(path, {}, "HEAD")).status).toBe(200);
  const deflated = await get(path, { "accept-encoding": "deflate" });
  expect(deflated.headers["content-encoding"]).toBe("deflate");
  expect(JSON.parse(inflateSync(deflated.body).toString())).toHaveLength(11);
  // The same list asked with another address is validated and kept under that address.
  expect((await get("/api/parts?limit=11&")).status).toBe(200);
  expect((await get("/api/parts?limit=x")).status).toBe(400);
  expect(seenByFastify - before).toBe(4);
});

it("stops sending a kept answer once an order changed the stock it shows", async () => {
  const path = `/api/parts/${partId}`;
  const { second } = await twice(path);
  const stock = (JSON.parse(second.body.toString()) as { availableQuantity: number }).availableQuantity;
  expect((await order(t, await signUpWithToken(t), { productId: partId, orderQuantity: 2 })).statusCode).toBe(201);
  const after = (await (await fetch(`${base}${path}`)).json()) as { availableQuantity: number };
  expect(after.availableQuantity).toBe(stock - 2);
});

it("writes one access line for each answer sent before Fastify", async () => {
  const path = listAddress(12);
  await twice(path);
  await new Promise((resolve) => setImmediate(resolve));
  const lines = logLines
    .map((line) => JSON.parse(line))
    .filter((line) => line.msg === "request completed" && line.url === path);
  expect(lines).toHaveLength(2);
  expect(lines.every((line) => line.statusCode === 200 && line.method === "GET")).toBe(true);
});
