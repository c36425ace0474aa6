import { mkdir } from "node:fs/promises";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** Uploaded pictures have random names that are never reused, so browsers keep them for a year. */
export async function serveUploads(app: FastifyInstance, dir: string) {
  await mkdir(dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: dir,
    prefix: "/uploads/",
    decorateReply: false,
    index: false,
    setHeaders(res) {
      res.header("cache-control", "public, max-age=31536000, immutable");
    },
  });
}
