import { spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, expect, it } from "vitest";
import { batchedLogStream } from "./log-stream.ts";

let dir: string;
let fd: number;
const written = () => readFileSync(path.join(dir, "log"), "utf8");
const settled = () => new Promise((r) => setTimeout(r, 50));

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "log-stream-"));
  fd = openSync(path.join(dir, "log"), "a");
});
afterEach(() => {
  closeSync(fd);
  rmSync(dir, { recursive: true, force: true });
});

it("holds lines until a batch is full, then writes them all, in order", async () => {
  const stream = batchedLogStream(fd, { batchChars: 30, everyMs: 60_000 });
  stream.write("one 456789\n");
  stream.write("two 456789\n");
  await settled();
  expect(written()).toBe("");
  stream.write("three 6789\n");
  await expect.poll(written).toBe("one 456789\ntwo 456789\nthree 6789\n");
});

it("writes what waits at least every everyMs, and everything on flush", async () => {
  const stream = batchedLogStream(fd, { batchChars: 1_000_000, everyMs: 20 });
  stream.write("by the timer\n");
  await expect.poll(written).toBe("by the timer\n");
  const slow = batchedLogStream(fd, { batchChars: 1_000_000, everyMs: 60_000 });
  slow.write("by flush\n");
  await new Promise<void>((resolve, reject) => slow.flush((err) => (err ? reject(err) : resolve())));
  expect(written()).toBe("by the timer\nby flush\n");
});

it("writes the lines still waiting when the process exits", () => {
  const module = fileURLToPath(new URL("./log-stream.ts", import.meta.url));
  const program = `
    import { batchedLogStream } from ${JSON.stringify(module)};
    const stream = batchedLogStream(1, { batchChars: 1_000_000, everyMs: 60_000 });
    stream.write("first\\n");
    stream.write("last\\n");
    process.exit(3);
  `;
  const child = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", program], {
    encoding: "utf8",
  });
  expect(child.stderr).toBe("");
  expect(child.status).toBe(3);
  expect(child.stdout).toBe("first\nlast\n");
});
