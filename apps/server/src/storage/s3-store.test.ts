import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, expect, it } from "vitest";
import { pngBytes } from "../../test/pictures.ts";
import { createS3Store } from "./s3-store.ts";

let dir: string;
let server: S3rver;
let endpoint: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "shop-s3-"));
  server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: "shop", configs: [] }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

it("puts pictures in an S3-compatible bucket, served with long-lived cache headers", async () => {
  const store = createS3Store({
    bucket: "shop",
    region: "us-east-1",
    endpoint,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    publicUrl: `${endpoint}/shop`,
  });
  const bytes = await pngBytes();
  const url = await store.put("test-picture.webp", bytes, "image/webp");
  expect(url).toBe(`${endpoint}/shop/uploads/test-picture.webp`);
  const res = await fetch(url);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("image/webp");
  expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
});
