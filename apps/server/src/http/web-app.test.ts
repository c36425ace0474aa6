import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helper.ts";

// A built web app in miniature: two pre-rendered pages, the shell and a hashed asset, each big
// enough to be worth compressing.
const page = (name: string) => `<html><body>${name} ${"<p>bicycle parts</p>".repeat(100)}</body></html>`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    webFiles: {
      "index.html": page("home"),
      "blogs/index.html": page("blogs"),
      "__spa-fallback.html": page("shell"),
      "assets/app-1a2b3c.js": `console.log(${JSON.stringify("x".repeat(2000))});`,
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
