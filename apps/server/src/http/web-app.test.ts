import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helper.ts";

// A built web app in miniature: two pre-rendered pages, the shell and hashed assets, each big
// enough to be worth compressing. The build's compressed copies say so in their text, to tell them
// from an answer compressed on the fly.
const page = (name: string) => `<html><body>${name} ${"<p>bicycle parts</p>".repeat(100)}</body></html>`;
const builtCopy = (text: string) => brotliCompressSync(`${text} (compressed at build)`);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    webFiles: {
      "index.html": page("home"),
      "blogs/index.html": page("blogs"),
      "__spa-fallback.html": page("shell"),
      "assets/app-1a2b3c.js": `console.log(${JSON.stringify("x".repeat(2000))});`,
      "myprotfolio/index.html": page("portfolio"),
      "myprotfolio/index.html.br": builtCopy(page("portfolio")),
      "assets/app-4d5e6f.css": `body { color: ${"black ".repeat(300)}}`,
      "assets/app-4d5e6f.css.br": builtCopy("body {}"),
    },
  });
});
afterAll(() => t.close());

const gzipped = { "accept-encoding": "gzip" };

describe("the web app", () => {
  it("serves each pre-rendered page compressed and revalidated on every visit", async () => {
    for (const [url, name] of [
      ["/", "home"],
      ["/blogs", "blogs"],
      ["/blogs/", "blogs"],
    ]) {
      const res = await t.app.inject({ url, headers: gzipped });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-encoding"], url).toBe("gzip");
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(gunzipSync(res.rawPayload).toString(), url).toContain(`<body>${name} `);
    }
  });

  it("answers any other page with the app's shell, for the client router to draw", async () => {
    const res = await t.app.inject({ url: "/deshboard/manageorder?x=1", headers: gzipped });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(gunzipSync(res.rawPayload).toString()).toContain("<body>shell ");
  });

  it("lets browsers keep hashed files for a year", async () => {
    const res = await t.app.inject({ url: "/assets/app-1a2b3c.js", headers: gzipped });
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-encoding"]).toBe("gzip");
  });

  it("sends the build's brotli copy of a file as it is, with the headers of the file itself", async () => {
    const brotli = { "accept-encoding": "br, gzip" };
    const style = await t.app.inject({ url: "/assets/app-4d5e6f.css", headers: brotli });
    expect(style.headers["content-encoding"]).toBe("br");
    expect(style.headers["content-type"]).toContain("text/css");
    expect(style.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(style.rawPayload).toString()).toBe("body {} (compressed at build)");
    for (const url of ["/myprotfolio", "/myprotfolio/index.html"]) {
      const res = await t.app.inject({ url, headers: brotli });
      expect(res.headers["content-encoding"], url).toBe("br");
      expect(res.headers["content-type"], url).toContain("text/html");
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.headers["content-security-policy"], url).toContain("script-src 'self'");
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toContain("portfolio <p>");
    }
    // A client that cannot read brotli gets the file compressed the way it can read.
    const gzip = await t.app.inject({ url: "/assets/app-4d5e6f.css", headers: gzipped });
    expect(gunzipSync(gzip.rawPayload).toString()).toContain("body { color: black");
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
});
