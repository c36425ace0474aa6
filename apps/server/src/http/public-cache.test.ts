import { expect, it } from "vitest";
import { createPublicCache } from "./public-cache.ts";

it("keeps an answer until clear(), then loads it again", async () => {
  const cache = createPublicCache();
  let loads = 0;
  const load = async () => ({ n: ++loads });
  expect((await cache.get("k", load)).body).toBe('{"n":1}');
  expect((await cache.get("k", load)).body).toBe('{"n":1}');
  cache.clear();
  expect((await cache.get("k", load)).body).toBe('{"n":2}');
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
  expect((await slow).body).toBe('{"stock":5}');
  expect((await cache.get("k", async () => ({ stock: 4 }))).body).toBe('{"stock":4}');
});
