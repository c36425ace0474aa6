import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { messages } from "@shop/contract";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built web app. Hashed files under /assets never change, so browsers keep them for a
 * year; HTML is revalidated on every visit so a new release shows at once. Any other non-API path
 * gets the app's shell and the client router decides.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string | undefined) {
  const hasBuild = webRoot !== undefined && existsSync(path.join(webRoot, "index.html"));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: ["index.html"],
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === "/api" || request.url.startsWith("/api/");
    if (isApi || !hasBuild || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply.code(404).send({ message: messages.routeNotFound });
    }
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}
