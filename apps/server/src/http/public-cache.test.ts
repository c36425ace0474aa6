import { expect, it } from "vitest";
import { createPublicCache } from "./public-cache.ts";

it("keeps an answer until clear(), then loads it again", async () => {
  const cache = createPublicCache();
  let loads = 0;
  const load = async () => ({ n: ++loads });
  expect((await cache.get("k", load)).body.toString()).toBe('{"n":1}');
  expect((await cache.get("k", load)).body.toString()).toBe('{"n":1}');
  cache.clear();
  expect((await cache.get("k", load)).body.toString()).toBe('{"n":2}');
});

it("does not keep an answer that was being loaded when the catalog changed", async () => {
  const cache = createPublicCache();
  let release = () => {};
  const slow = cache.get(
    "k",
    () => new Promise<{ stock: number }>((resolve) => (release = () => resolve({ stock: 5 }))),
  );
  cache.clear(); // the change lands while the old answer is on its way
  release();
  expect((await slow).body.toString()).toBe('{"stock":5}');
  expect((await cache.get("k", async () => ({ stock: 4 }))).body.toString()).toBe('{"stock":4}');
});

it("forgets, when parts' stock changes, the answers that show those parts and only those", async () => {
  const cache = createPublicCache();
  let loads = 0;
  const answer = (parts?: string[]) => async () => ({ value: { n: ++loads }, headers: {}, parts });
  await cache.page("/api/parts?limit=2", answer(["a", "b"]));
  await cache.page("/api/parts?limit=2&cursor=x", answer(["c"]));
  await cache.get("/api/parts/b", async () => ({ n: ++loads }), ["b"]);
  await cache.get("/api/reviews", async () => ({ n: ++loads }));
  const told: (readonly string[])[] = [];
  cache.onPartsForgotten((ids) => told.push(ids));
  cache.forgetParts(["b"]);
  expect(cache.peek("/api/parts?limit=2")).toBeUndefined();
  expect(cache.peek("/api/parts/b")).toBeUndefined();
  expect(cache.peek("/api/parts?limit=2&cursor=x")).toBeDefined();
  expect(cache.peek("/api/reviews")).toBeDefined();
  expect(told).toEqual([["b"]]);
});

it("does not keep an answer that was being loaded when a part's stock changed", async () => {
  const cache = createPublicCache();
  let release = () => {};
  const slow = cache.page(
    "/api/parts",
    () => new Promise((resolve) => (release = () => resolve({ value: [{ stock: 5 }], headers: {}, parts: ["a"] }))),
  );
  cache.forgetParts(["a"]);
  release();
  await slow;
  expect(cache.peek("/api/parts")).toBeUndefined();
});

it("when full, lets go of the answer read least recently, not of every answer", async () => {
  const cache = createPublicCache(3);
  const load = (n: number) => async () => ({ n });
  await cache.get("/a", load(1));
  await cache.get("/b", load(2));
  await cache.get("/c", load(3));
  // Read again, by a hit through Fastify and by one from the request event: now the most recent.
  await cache.get("/a", load(0));
  cache.peek("/b");
  await cache.get("/d", load(4));
  expect(cache.peek("/c")).toBeUndefined();
  for (const key of ["/a", "/b", "/d"]) expect(cache.peek(key)).toBeDefined();
  expect((await cache.get("/a", load(0))).body.toString()).toBe('{"n":1}');
});
