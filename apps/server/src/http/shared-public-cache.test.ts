import { expect, it } from "vitest";
import { sharedPublicCache } from "./shared-public-cache.ts";

/** The database's messages between server processes, played in memory: what was published. */
function channel() {
  const published: (string | undefined)[] = [];
  let listener: (payload?: string) => void = () => {};
  return {
    published,
    /** A message from another process. */
    hear: (payload?: string) => listener(payload),
    database: {
      async publish(_channel: string, payload?: string) {
        published.push(payload);
      },
      async subscribe(_channel: string, heard: (payload?: string) => void) {
        listener = heard;
      },
    },
  };
}
const quiet = { error() {} };
const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it("forgets parts here at once and tells the others of many orders in one message", async () => {
  const { database, published } = channel();
  const cache = await sharedPublicCache(database, quiet);
  await cache.get(`/api/parts/${A}`, async () => ({ id: A }), [A]);
  cache.forgetParts([A]);
  cache.forgetParts([B]);
  cache.forgetParts([A]);
  expect(cache.peek(`/api/parts/${A}`)).toBeUndefined();
  expect(published).toEqual([]);
  await wait(60);
  expect(published).toEqual([`${A},${B}`]);
  cache.forgetParts([B]);
  await cache.tellNow();
  expect(published).toEqual([`${A},${B}`, B]);
});

it("tells a change to the whole catalog at once, which covers the parts not told yet", async () => {
  const { database, published } = channel();
  const cache = await sharedPublicCache(database, quiet);
  cache.forgetParts([A]);
  cache.clear();
  await wait(60);
  expect(published).toEqual([undefined]);
});

it("forgets what another process says changed: those parts, or everything", async () => {
  const { database, hear } = channel();
  const cache = await sharedPublicCache(database, quiet);
  const keep = () =>
    Promise.all([
      cache.get(`/api/parts/${A}`, async () => ({ id: A }), [A]),
      cache.get(`/api/parts/${B}`, async () => ({ id: B }), [B]),
    ]);
  await keep();
  hear(A);
  expect(cache.peek(`/api/parts/${A}`)).toBeUndefined();
  expect(cache.peek(`/api/parts/${B}`)).toBeDefined();
  await keep();
  hear("not a part id");
  expect(cache.peek(`/api/parts/${B}`)).toBeUndefined();
  await keep();
  hear(undefined);
  expect(cache.peek(`/api/parts/${A}`)).toBeUndefined();
});
