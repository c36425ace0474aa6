import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { type ServerProcess, startServer } from "../test/server-process.ts";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-shutdown-test-"));
let server: ServerProcess | undefined;
afterAll(() => {
  server?.child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

it("exits within its deadline although a client never finishes its request", async () => {
  const deadlineMs = 1500;
  // Node itself would drop the half-sent request after a minute; the deadline must come first.
  const env = { SHUTDOWN_TIMEOUT_MS: String(deadlineMs), HEADERS_TIMEOUT_MS: "60000", REQUEST_TIMEOUT_MS: "60000" };
  server = await startServer({ dataDir, env });
  const { url, child, exited, output } = server;
  const { port } = new URL(url);

  // A client that sends half a request and then nothing: the server cannot answer it.
  const hung = connect(Number(port), "127.0.0.1");
  await new Promise<void>((resolve) => hung.on("connect", resolve));
  hung.write("GET /api/parts HTTP/1.1\r\nHost: shop\r\nX-Half: ");
  let hungClosed = false;
  hung.on("close", () => {
    hungClosed = true;
  });
  hung.on("error", () => {});
  // Answered after the half request was sent, so by now the server has read that too.
  expect((await fetch(`${url}/api/parts`)).status).toBe(200);

  const signalled = Date.now();
  child.kill("SIGTERM");
  expect(await exited).toBe(0);
  const took = Date.now() - signalled;
  expect(took).toBeGreaterThanOrEqual(deadlineMs - 100);
  // The deadline, then closing the database and writing the last log lines (slow on a busy machine).
  expect(took).toBeLessThan(deadlineMs + 10_000);
  expect(hungClosed).toBe(true);
  expect(output()).toContain("shutdown deadline passed");
}, 300_000); // starting a server process takes minutes on a busy machine
