import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { messages } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helper.ts";
import { seedIfEmpty } from "../db/seed/seed.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("health", () => {
  it("says the process is up and the database answers", async () => {
    expect((await t.app.inject("/api/healthz")).statusCode).toBe(200);
    const ready = await t.app.inject("/api/readyz");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ok" });
  });
});

describe("public answers", () => {
  it("carry an ETag and answer 304 when the client already has them", async () => {
    const first = await t.app.inject("/api/reviews");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({ url: "/api/reviews", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("are compressed for clients that accept gzip", async () => {
    const res = await t.app.inject({ url: "/api/parts", headers: { "accept-encoding": "gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
  });

  it("are compressed once per cached answer, in the encoding the client prefers", async () => {
    const plain = await t.app.inject("/api/parts");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toContain("accept-encoding");
    const entry = t.app.publicCache.peek("/api/parts");
    expect(entry?.br).toBeUndefined();
    for (const [accepted, encoding, decode] of [
      ["gzip, deflate, br", "br", brotliDecompressSync],
      ["br;q=0, gzip", "gzip", gunzipSync],
    ] as const) {
      const first = await t.app.inject({ url: "/api/parts", headers: { "accept-encoding": accepted } });
      expect(first.headers["content-encoding"], accepted).toBe(encoding);
      expect(decode(first.rawPayload).toString()).toBe(plain.body);
      // The copy kept with the answer is what is sent from then on.
      const copy = t.app.publicCache.peek("/api/parts")?.[encoding];
      expect(copy?.equals(first.rawPayload)).toBe(true);
      const again = await t.app.inject({ url: "/api/parts", headers: { "accept-encoding": accepted } });
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    }
  });

  it("leave no cached answer for a refused URL, since cached answers skip validation", async () => {
    const [part] = (await t.app.inject("/api/parts?limit=1")).json();
    for (const url of ["/api/parts?limit=1", `/api/parts/${part._id}`]) {
      expect((await t.app.inject(url)).statusCode, url).toBe(200);
      expect(t.app.publicCache.peek(url), url).toBeDefined();
    }
    for (const url of ["/api/parts?limit=0", "/api/parts?limit=1&cursor=abc", "/api/parts/not-an-id"]) {
      expect((await t.app.inject(url)).statusCode, url).toBe(400);
      expect(t.app.publicCache.peek(url), url).toBeUndefined();
      expect((await t.app.inject(url)).statusCode, url).toBe(400);
    }
  });

  it("change when the catalog cache is cleared after a write", async () => {
    const before = (await t.app.inject("/api/parts?limit=1")).headers.etag;
    await t.db.execute("update parts set available_quantity = available_quantity + 1");
    expect((await t.app.inject("/api/parts?limit=1")).headers.etag).toBe(before);
    t.app.publicCache.clear();
    expect((await t.app.inject("/api/parts?limit=1")).headers.etag).not.toBe(before);
  });
});

describe("errors", () => {
  it("answers unknown API paths with a JSON 404", async () => {
    const res = await t.app.inject("/api/no-such-thing");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it("says why under /api/auth too, where the identity provider answers a bare 404", async () => {
    for (const [method, url] of [
      ["GET", "/api/auth/no-such-thing"],
      ["GET", "/api/auth/sign-out"],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toMatch(/application\/json/);
      expect(res.json(), url).toEqual({ message: messages.routeNotFound });
    }
  });
});

describe("OpenAPI", () => {
  it("documents the catalog from the same schemas", async () => {
    const res = await t.app.inject("/api/docs/json");
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/parts", "/api/parts/{id}", "/api/pricing"]));
  });
});

describe("seed", () => {
  it("fills the shop only once", async () => {
    expect(await seedIfEmpty(t.db)).toBe(false);
    const parts = (await t.app.inject("/api/parts?limit=100")).json() as unknown[];
    expect(parts.length).toBeGreaterThanOrEqual(12);
  });
});
