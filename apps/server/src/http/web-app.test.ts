import { createHash } from "node:crypto";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { messages } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../test/helper.ts";
import { order, signUpAdmin } from "../../test/shop.ts";
import type { PageRenderer } from "./page-renderer.ts";

// The web app's server build is made by `npm run build`, which the API tests do not need: here a
// page is drawn by a small renderer that reads the API through the context, as the pages'
// loaders do. The browser tests run the real one (e2e/tests/public-pages.spec.ts).
const renders: string[] = [];
const render: PageRenderer = async (request, context) => {
  const url = new URL(request.url);
  renders.push(url.pathname + url.search);
  if (url.pathname === "/broken") return new Response("<p>failed</p>", { status: 500 });
  if (url.pathname === "/moved") return new Response(null, { status: 301, headers: { location: "/c/drivetrain" } });
  if (url.pathname === "/away")
    return new Response(null, { status: 302, headers: { location: "//elsewhere.example" } });
  if (url.pathname === "/myprotfolio") return new Response(`<html><head>${detailsMarkup}</head></html>`);
  if (url.pathname.startsWith("/only/")) {
    const part = (await (await context.apiFetch(`/api/parts/${url.pathname.slice(6)}`, { method: "GET" })).json()) as {
      name: string;
      availableQuantity: number;
    };
    return new Response(`<html><body><p>${part.name}: ${part.availableQuantity}</p></body></html>`);
  }
  const answer = await context.apiFetch("/api/parts?limit=100", { method: "GET" });
  const parts = (await answer.json()) as { name: string; availableQuantity: number }[];
  const names = parts.map((p) => `<li>${p.name}: ${p.availableQuantity}</li>`).join("");
  const headers = url.pathname === "/incomplete" ? { "cache-control": "no-store" } : undefined;
  const status = url.pathname === "/gone" ? 404 : 200;
  const body = `<html><body><script>start()</script><ul>${names}</ul>${"<p>bicycle parts</p>".repeat(50)}</body></html>`;
  return new Response(body, { status, headers });
};

// Where the web app leaves the shop's details: a tag the browser reads back, text, and an inline
// script whose hash the page's policy must hold.
const detailsMarkup =
  '<meta name="shop-email" content="__SHOP_EMAIL__"><p>Phone: __SHOP_PHONE__</p><p>__SHOP_ADDRESS__</p><script>start()</script>';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    renderPage: render,
    shop: { email: "owner@rides.example", phone: "+44 20 7946 0000", address: "1 <Bike> Lane & Co" },
    webFiles: {
      "assets/app-1a2b3c.js": `console.log(${JSON.stringify("x".repeat(2000))});`,
      "assets/app-4d5e6f.css": `body { color: ${"black ".repeat(300)}}`,
      "assets/app-4d5e6f.css.br": brotliCompressSync("body {} (compressed at build)"),
    },
  });
});
afterAll(() => t.close());

const page = (url: string, encoding = "br, gzip") => t.app.inject({ url, headers: { "accept-encoding": encoding } });
const text = (res: { rawPayload: Buffer; headers: Record<string, unknown> }) =>
  res.headers["content-encoding"] === "br"
    ? brotliDecompressSync(res.rawPayload).toString()
    : gunzipSync(res.rawPayload).toString();

describe("pages", () => {
  it("are drawn on request with the API's data, then kept and sent compressed", async () => {
    renders.length = 0;
    const first = await page("/parts?q=x");
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers["cache-control"]).toBe("no-cache");
    expect(text(first)).toContain("<li>Aero 52T Chainring: 140</li>");
    const again = await page("/parts?q=x", "gzip");
    expect(again.headers["content-encoding"]).toBe("gzip");
    expect(text(again)).toBe(text(first));
    const plain = await page("/parts?q=x", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(text(first));
    expect(renders).toEqual(["/parts?q=x"]);
  });

  it("honour Accept-Encoding by its q-values, as the API and the built files do", async () => {
    // What a client says it takes, and the codings it may get (undefined: none). deflate is
    // @fastify/compress's own choice for what the kept copies do not cover.
    const cases = [
      ["br;q=0, gzip", ["gzip"]],
      ["br;q=0", [undefined]],
      ["gzip;q=0, br;q=0", [undefined]],
      ["*;q=0", [undefined]],
      ["gzip, *;q=0", ["gzip"]],
      ["identity;q=0", [undefined]],
      ["gzip;q=0, br", ["br"]],
      ["gzip;q=1, br;q=0.5", ["gzip"]],
      ["BR", ["br"]],
      ["*", ["br", "gzip"]],
      ["deflate", [undefined, "deflate"]],
    ] as const;
    for (const [accepted, acceptable] of cases) {
      const answers = {
        page: await page("/parts?q=coding", accepted),
        kept: await page("/api/parts", accepted),
        compressedOnEachAnswer: await page("/api/docs/json", accepted),
        file: await page("/assets/app-1a2b3c.js", accepted),
      };
      for (const [what, res] of Object.entries(answers)) {
        expect(res.statusCode, `${what}, ${accepted}`).toBe(200);
        expect(acceptable, `${what}, ${accepted}`).toContain(res.headers["content-encoding"]);
      }
    }
  });

  it("hold the shop's settings where the web app left markers, with a policy that fits the page sent", async () => {
    const res = await page("/myprotfolio");
    const html = text(res);
    expect(html).toContain('<meta name="shop-email" content="owner@rides.example">');
    expect(html).toContain("<p>Phone: +44 20 7946 0000</p>");
    // A setting is text, never markup: it cannot open a tag or a script of its own.
    expect(html).toContain("<p>1 &#60;Bike&#62; Lane &#38; Co</p>");
    expect(html).not.toMatch(/__SHOP_|\{email\}|\{phone\}/);
    const hash = createHash("sha256").update("start()").digest("base64");
    expect(res.headers["content-security-policy"]).toContain(`'sha256-${hash}'`);
  });

  it("name their own inline scripts by hash in their policy, and answer 304 to a known ETag", async () => {
    const res = await page("/");
    expect(res.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    const again = await t.app.inject({ url: "/", headers: { "if-none-match": String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it("are drawn again after a change to the catalog, and show it: a new part, stock taken by an order, an edit", async () => {
    await page("/");
    renders.length = 0;
    const admin = await signUpAdmin(t);
    const bell = { name: "Zebra Bell", img: "/images/parts/grips.svg", des: "Loud", price: 5, minQuantity: 1 };
    const added = await t.app.inject({
      method: "POST",
      url: "/api/parts",
      headers: admin.auth,
      payload: { ...bell, availableQuantity: 9 },
    });
    expect(added.statusCode).toBe(201);
    expect(text(await page("/"))).toContain("<li>Zebra Bell: 9</li>");
    const buyer = await signUpWithToken(t);
    const ordered = await order(t, buyer, { productId: added.json().insertedId, orderQuantity: 4 });
    expect(ordered.statusCode).toBe(201);
    expect(text(await page("/"))).toContain("<li>Zebra Bell: 5</li>");
    const edited = await t.app.inject({
      method: "PATCH",
      url: `/api/parts/${added.json().insertedId}`,
      headers: admin.auth,
      payload: { name: "Zebra Horn", availableQuantity: 30 },
    });
    expect(edited.statusCode).toBe(200);
    const html = text(await page("/"));
    expect(html).toContain("<li>Zebra Horn: 30</li>");
    expect(html).not.toContain("Zebra Bell");
    expect(renders).toEqual(["/", "/", "/"]);
  });

  it("after an order, only the pages and answers that show its part are drawn or read again", async () => {
    const admin = await signUpAdmin(t);
    const add = async (name: string) => {
      const payload = {
        name,
        img: "/images/parts/grips.svg",
        des: "Bell",
        price: 5,
        minQuantity: 1,
        availableQuantity: 9,
      };
      const res = await t.app.inject({ method: "POST", url: "/api/parts", headers: admin.auth, payload });
      return res.json().insertedId as string;
    };
    const [sold, other] = [await add("Sold Bell"), await add("Other Bell")];
    const pages = ["/", `/only/${sold}`, `/only/${other}`, "/myprotfolio"];
    for (const url of pages) await page(url);
    await t.app.inject({ url: "/api/reviews" });
    renders.length = 0;
    const buyer = await signUpWithToken(t);
    expect((await order(t, buyer, { productId: sold, orderQuantity: 4 })).statusCode).toBe(201);
    expect(t.app.publicCache.peek(`/api/parts/${sold}`)).toBeUndefined();
    expect(t.app.publicCache.peek(`/api/parts/${other}`)).toBeDefined();
    expect(t.app.publicCache.peek("/api/reviews")).toBeDefined();
    for (const url of pages) await page(url);
    expect(renders).toEqual(["/", `/only/${sold}`]);
    expect(text(await page(`/only/${sold}`))).toContain("Sold Bell: 5");
  });

  it("are drawn once for many visitors asking at the same time", async () => {
    t.app.publicCache.clear();
    renders.length = 0;
    await Promise.all(Array.from({ length: 20 }, () => page("/blogs")));
    expect(renders).toEqual(["/blogs"]);
  });

  it("keep their status, but neither a failed page nor one whose data did not all load is kept", async () => {
    expect((await page("/gone")).statusCode).toBe(404);
    renders.length = 0;
    for (let i = 0; i < 2; i++) {
      expect((await page("/broken")).statusCode).toBe(500);
      expect((await page("/incomplete")).statusCode).toBe(200);
      expect((await page("/gone")).statusCode).toBe(404);
    }
    expect(renders).toEqual(["/broken", "/incomplete", "/broken", "/incomplete"]);
  });

  it("send a page that moved on to its own address, and never to another site", async () => {
    const moved = await page("/moved");
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe("/c/drivetrain");
    expect((await page("/away")).headers.location).toBeUndefined();
  });
});

describe("the web app's files", () => {
  it("lets browsers keep hashed files for a year, compressed", async () => {
    const res = await page("/assets/app-1a2b3c.js", "gzip");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-encoding"]).toBe("gzip");
  });

  it("sends the build's brotli copy of a file as it is, with the headers of the file itself", async () => {
    const style = await page("/assets/app-4d5e6f.css");
    expect(style.headers["content-encoding"]).toBe("br");
    expect(style.headers["content-type"]).toContain("text/css");
    expect(brotliDecompressSync(style.rawPayload).toString()).toBe("body {} (compressed at build)");
  });

  it("answers unknown API paths, missing files and other methods with a JSON 404, not a page", async () => {
    for (const [method, url] of [
      ["GET", "/api/no-such-thing"],
      ["GET", "/api"],
      ["POST", "/blogs"],
      ["GET", "/assets/app-0ld0ld.js"],
      ["GET", "/images/banner/slide-9.svg"],
      ["DELETE", "/api/no-such-thing"],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json(), `${method} ${url}`).toEqual({ message: expect.any(String) });
    }
  });

  it("names a missing file as one, in a folder the build has and in one it has not", async () => {
    for (const url of ["/assets/app-0ld0ld.js", "/assets/old/app.js", "/images/banner/slide-9.svg", "/favicon.ico"]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: messages.fileNotFound });
    }
    expect((await t.app.inject({ method: "HEAD", url: "/assets/app-1a2b3c.js" })).statusCode).toBe(200);
    expect((await page("/assets/")).json()).toEqual({ message: messages.routeNotFound });
  });
});
