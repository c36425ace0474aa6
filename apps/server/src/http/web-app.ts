import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { messages } from "@shop/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import { type PageOrigins, pagePolicy } from "./security-headers.ts";

const SPA_SHELL = "__spa-fallback.html";

/** The pages pre-rendered at build: each is a folder with an index.html (`/blogs/index.html`). */
function prerenderedPages(webRoot: string): Map<string, string> {
  const pages = new Map<string, string>([["/", "index.html"]]);
  for (const entry of readdirSync(webRoot, { withFileTypes: true })) {
    if (entry.isDirectory() && existsSync(path.join(webRoot, entry.name, "index.html"))) {
      pages.set(`/${entry.name}`, `${entry.name}/index.html`);
    }
  }
  return pages;
}

/**
 * Serves the built web app. Hashed files under /assets never change, so browsers keep them for a
 * year; HTML is revalidated on every visit so a new release shows at once. A pre-rendered page
 * gets its own HTML; any other non-API path gets the app's shell and the client router decides.
 * Unknown API paths, files that are not there and anything but GET get a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string | undefined, origins: PageOrigins) {
  const hasBuild = webRoot !== undefined && existsSync(path.join(webRoot, SPA_SHELL));
  const pages = hasBuild ? prerenderedPages(webRoot) : new Map<string, string>();
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of its text files; they go out as they are.
      preCompressed: true,
      setHeaders(res, sentPath) {
        const filePath = sentPath.replace(/\.(br|gz)$/, "");
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
        if (filePath.endsWith(".html")) res.header("content-security-policy", pagePolicy(filePath, origins));
      },
    });
  }
  const apiNotFound = (reply: FastifyReply) => reply.code(404).send({ message: messages.routeNotFound });
  app.setNotFoundHandler((_request, reply) => apiNotFound(reply));
  if (!hasBuild) return;
  // A route, not the not-found handler, so that the compression hooks (attached per route) apply.
  app.get("/*", { schema: { hide: true } }, (request, reply) => {
    if (request.url === "/api" || request.url.startsWith("/api/")) return apiNotFound(reply);
    const pathname = (request.url.split("?")[0] ?? "/").replace(/(.)\/+$/, "$1");
    // A file that is not there (an old release's script, say) is missing, not a page to draw.
    if (/\.[a-z0-9]+$/i.test(pathname)) return reply.code(404).send({ message: messages.fileNotFound });
    const page = pages.get(pathname) ?? SPA_SHELL;
    return reply
      .header("cache-control", "no-cache")
      .header("content-security-policy", pagePolicy(path.join(webRoot, page), origins))
      .sendFile(page);
  });
}
