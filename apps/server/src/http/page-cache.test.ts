import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, it } from "vitest";
import { type CachedPage, createPageCache, preparePage } from "./page-cache.ts";

const page = (text: string) => preparePage(200, text, () => "default-src 'self'");
const rendered =
  (text: string, parts: string[] = []) =>
  async () => ({
    page: await page(text),
    keep: true,
    parts: new Set(parts),
  });

it("keeps a page's HTML with brotli and gzip copies that decode to it", async () => {
  const html = `<!doctype html><ul>${"<li>Chainring 34T</li>".repeat(500)}</ul>`;
  const prepared = await page(html);
  expect(prepared.html.toString()).toBe(html);
  expect(brotliDecompressSync(prepared.br).toString()).toBe(html);
  expect(gunzipSync(prepared.gzip).toString()).toBe(html);
  expect(prepared.br.length).toBeLessThan(html.length / 10);
});

it("when full, lets go of the page read least recently, not of every page", async () => {
  const pages = createPageCache(3);
  // Each rendering of an address says how many times it was rendered.
  const renders = new Map<string, number>();
  const get = async (url: string) => {
    const got: CachedPage = await pages.get(url, () => {
      renders.set(url, (renders.get(url) ?? 0) + 1);
      return rendered(`${url} ${renders.get(url)}`)();
    });
    return got.html.toString();
  };
  for (const url of ["/a", "/b", "/c"]) await get(url);
  expect(await get("/a")).toBe("/a 1");
  pages.peek("/b");
  await get("/d");
  expect(pages.peek("/c")).toBeUndefined();
  for (const url of ["/a", "/b", "/d"]) expect(pages.peek(url)).toBeDefined();
});

it("forgets, when a part's stock changes, the pages that show it and only those", async () => {
  const pages = createPageCache();
  await pages.get("/parts/a", rendered("a", ["a"]));
  await pages.get("/parts/b", rendered("b", ["b"]));
  pages.forgetParts(["a"]);
  expect(pages.peek("/parts/a")).toBeUndefined();
  expect(pages.peek("/parts/b")).toBeDefined();
});
