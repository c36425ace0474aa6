import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helper.ts";

// A built web app in miniature: a pre-rendered home page and the shell, each with inline scripts.
const inline = 'window.__context = {"page":"home"};';
const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    webFiles: {
      "index.html": `<html><script>${inline}</script><script src="/assets/a.js"></script></html>`,
      "__spa-fallback.html": "<html><script>window.shell = true;</script></html>",
    },
  });
});
afterAll(() => t.close());

describe("security headers", () => {
  it("JSON answers may load nothing and may not be framed or sniffed", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/parts" });
    expect(res.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    const refused = await t.app.inject({ method: "GET", url: "/api/orders?email=a@b.co" });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("a page may run only its own inline scripts, by hash, and our own files", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    const policy = String(res.headers["content-security-policy"]);
    const scripts = policy.split("; ").find((d) => d.startsWith("script-src")) ?? "";
    expect(scripts).toBe(`script-src 'self' ${sha(inline)}`);
    expect(scripts).not.toContain("unsafe");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    const shell = await t.app.inject({ method: "GET", url: "/deshboard" });
    expect(shell.headers["content-security-policy"]).toContain(sha("window.shell = true;"));
  });
});

it("every answer carries the whole set: pictures, errors and pages alike", async () => {
  for (const url of ["/api/parts", "/api/nothing-here", "/"]) {
    const res = await t.app.inject({ method: "GET", url });
    expect(res.headers["strict-transport-security"], url).toBe("max-age=31536000; includeSubDomains");
    expect(res.headers["cross-origin-opener-policy"], url).toBe("same-origin");
    expect(res.headers["x-frame-options"], url).toBe("SAMEORIGIN");
    expect(res.headers["x-content-type-options"], url).toBe("nosniff");
  }
});
