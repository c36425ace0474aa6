import { createHash } from "node:crypto";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../test/helper.ts";
import { multipart, pngBytes } from "../../test/pictures.ts";

// Pages drawn on request with inline scripts of their own (the home page's differs from the rest),
// and a built file.
const inline = 'window.__context = {"page":"home"};';
const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    renderPage: async (request) => {
      const script = new URL(request.url).pathname === "/" ? inline : "window.shell = true;";
      return new Response(`<html><script>${script}</script><script src="/assets/a.js"></script></html>`);
    },
    webFiles: { "assets/a.js": "console.log('a');" },
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

it("every answer carries the whole set: pages, files, pictures, sign-in and every kind of error", async () => {
  const customer = await signUpWithToken(t);
  const upload = await t.app.inject({
    method: "POST",
    url: "/api/images",
    headers: customer.auth,
    payload: multipart("image", "wheel.png", "image/png", await pngBytes()),
  });
  const answers = {
    "a page": { url: "/" },
    "the app's shell": { url: "/deshboard" },
    "a built file": { url: "/assets/a.js" },
    "a missing file": { url: "/assets/gone.js" },
    "an uploaded picture": { url: String(upload.json().data.url) },
    "a catalog answer": { url: "/api/parts" },
    "a sign-in answer": { method: "POST", url: "/api/auth/sign-in/email", payload: { email: "a@b.co", password: "x" } },
    "an unknown API path": { url: "/api/nothing-here" },
    "a refusal for want of a token": { url: "/api/orders?email=a@b.co" },
    "a body that is not JSON": {
      method: "POST",
      url: "/api/orders",
      headers: { ...customer.auth, "content-type": "application/json" },
      payload: "{not json",
    },
    "a malformed escape in the URL": { url: "/api/parts/%E0%A4%A" },
    "a path parameter too long to route": { url: `/api/parts/${"p".repeat(500)}` },
  } as const;
  for (const [kind, request] of Object.entries(answers)) {
    const res = await t.app.inject({ method: "GET", ...request } as InjectOptions);
    expect(res.headers["strict-transport-security"], kind).toBe("max-age=31536000; includeSubDomains");
    expect(res.headers["content-security-policy"], kind).toContain("frame-ancestors 'none'");
    expect(res.headers["cross-origin-opener-policy"], kind).toBe("same-origin");
    expect(res.headers["x-frame-options"], kind).toBe("SAMEORIGIN");
    expect(res.headers["x-content-type-options"], kind).toBe("nosniff");
    expect(res.headers["referrer-policy"], kind).toBe("strict-origin-when-cross-origin");
    if (res.statusCode >= 400) expect(typeof res.json().message, kind).toBe("string");
  }
});
