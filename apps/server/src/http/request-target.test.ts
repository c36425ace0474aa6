import { connect } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helper.ts";
import type { PageRenderer } from "./page-renderer.ts";

/*
 * Request targets in every form HTTP/1.1 allows, or a careless client sends, over a real socket
 * (an injected request is always origin-form): never a 5xx, and a body that is JSON or HTML.
 */
const render: PageRenderer = async (request) => {
  const url = new URL(request.url);
  return new Response(`<html><body><h1>${url.pathname.length}</h1></body></html>`);
};

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ renderPage: render });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

type RawAnswer = { status: number; headers: string; body: string };

/** Sends one request exactly as written and reads the whole answer. */
function raw(method: string, target: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const [head = "", body = ""] = text.split("\r\n\r\n", 2);
      resolve({ status: Number(head.split(" ")[1]), headers: head.toLowerCase(), body });
    });
    socket.write(`${method} ${target} HTTP/1.1\r\nHost: shop.test\r\nConnection: close\r\n\r\n`);
  });
}

function expectAnswered(answer: RawAnswer, what: string) {
  expect(answer.status, `${what}: ${answer.body.slice(0, 200)}`).toBeGreaterThanOrEqual(200);
  expect(answer.status, `${what}: ${answer.body.slice(0, 200)}`).toBeLessThan(500);
  if (answer.body.length > 0) expect(answer.headers, what).toMatch(/content-type: (application\/json|text\/html)/);
}

it("answers the absolute-form as it answers the origin-form, for pages and the API alike", async () => {
  for (const [absolute, origin] of [
    ["http://shop.test/parts", "/parts"],
    ["HTTP://SHOP.TEST/parts?q=chain", "/parts?q=chain"],
    ["http://another.example:8080/api/parts?limit=2", "/api/parts?limit=2"],
    ["https://shop.test/api/healthz", "/api/healthz"],
    ["http://shop.test", "/"],
    ["http://shop.test?ref=mail", "/?ref=mail"],
    ["http://user@shop.test/login?error=access_denied", "/login?error=access_denied"],
  ] as const) {
    // Twice: the second GET of a kept answer goes out before Fastify routes it.
    for (let i = 0; i < 2; i++) {
      const [byAbsolute, byOrigin] = [await raw("GET", absolute), await raw("GET", origin)];
      expectAnswered(byAbsolute, absolute);
      expect(byAbsolute.status, absolute).toBe(byOrigin.status);
      expect(byAbsolute.body, absolute).toBe(byOrigin.body);
    }
  }
});

it("never answers 5xx to odd, encoded, climbing or very long targets, whatever the method", async () => {
  const targets = [
    "*",
    "//parts",
    "/parts/../api/parts",
    "/../../etc/passwd",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/api/%2e%2e/parts",
    "/parts/%2F..%2F",
    "/parts;jsessionid=1",
    "/%F0%9F%9A%B2",
    "/%zz",
    "/%E0%A4%A",
    "/parts?%",
    "/parts?q=%FF",
    "/parts?&&==&",
    "/api/parts?limit=1&limit=2",
    "/?q=a+b%20c",
    "/parts?q=<script>",
    `/${"a".repeat(8_000)}`,
    `/parts?${"q=x&".repeat(1_500)}`,
    "http://[::1]/parts",
    "http:///parts",
    "mailto:someone@example.com",
    "shop.test:80",
  ];
  for (const method of ["GET", "HEAD", "POST", "OPTIONS"]) {
    for (const target of targets) expectAnswered(await raw(method, target), `${method} ${target.slice(0, 60)}`);
  }
});
