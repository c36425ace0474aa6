import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { demoShopDetails, messages, type ShopDetails } from "@shop/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { chosenEncoding } from "./content-coding.ts";
import { httpError } from "./errors.ts";
import { fillShopDetails } from "./filled-pages.ts";
import { type CachedPage, createPageCache, preparePage } from "./page-cache.ts";
import { loadPageRenderer, type PageContext, type PageRenderer } from "./page-renderer.ts";
import { type PageOrigins, pagePolicy } from "./security-headers.ts";

export type WebAppOptions = {
  /** Folder of the built web app's files (`apps/web/build/client`). */
  root?: string;
  /** Draws a page; by default the web app's server build beside `root` (`../server/index.js`). */
  render?: PageRenderer;
  origins: PageOrigins;
  /** The shop's contact details for its pages; the demo shop's when omitted. */
  shop?: ShopDetails;
};

/**
 * The API answering in this process, for the pages' loaders: GET only, and nothing of the
 * visitor's request (no cookie, no token) goes with it, so a page is the same for everyone. The
 * parts each answer shows are added to `shown`: the page is drawn again when one of them changes.
 */
function inProcessApi(app: FastifyInstance, shown: Set<string>): PageContext["apiFetch"] {
  return async (url, init) => {
    if ((init.method ?? "GET") !== "GET") throw new Error("Pages only read public data while they render");
    const res = await app.inject({ method: "GET", url, headers: { accept: "application/json" } });
    const { pathname, search } = new URL(url, app.publicUrl);
    for (const id of app.publicCache.peek(`${pathname}${search}`)?.parts ?? []) shown.add(id);
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : String(value));
    }
    return new Response(res.statusCode === 304 ? null : res.body, { status: res.statusCode, headers });
  };
}

/** Where a page's redirect goes: only a path of this shop's own, never another site. */
function movedTo(response: Response): string | undefined {
  const location = response.headers.get("location");
  const moved = response.status >= 300 && response.status < 400;
  return moved && location?.startsWith("/") && !location.startsWith("//") ? location : undefined;
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  reply
    .code(page.status)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-cache")
    .header("etag", page.etag)
    .header("vary", "accept-encoding")
    .header("content-security-policy", page.policy);
  if (page.location) return reply.header("location", page.location).send(page.html);
  if (page.status === 200 && request.headers["if-none-match"] === page.etag) return reply.code(304).send();
  const encoding = chosenEncoding(request.headers["accept-encoding"]);
  return encoding ? reply.header("content-encoding", encoding).send(page[encoding]) : reply.send(page.html);
}

/**
 * Serves the web app. Hashed files under /assets never change, so browsers keep them for a
 * year. Every other path that is not the API or a file is a page: rendered on request with its
 * data, then kept, compressed, until the catalog changes (docs/decisions/0018); browsers
 * revalidate it on every visit. Unknown API paths, files that are not there and anything but
 * GET get a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions) {
  const { root, origins } = options;
  const { render } = options;
  const rendering = render
    ? async () => render
    : root
      ? loadPageRenderer(path.join(root, "..", "server", "index.js"))
      : undefined;
  // Loaded once the server listens, not while it starts. A build that fails to load fails each
  // page's request, with its error in the log; until a page is asked for, nobody waits on it.
  if (rendering) app.addHook("onListen", async () => void rendering().catch(() => {}));
  if (root && existsSync(root)) await serveBuiltFiles(app, root);
  app.setNotFoundHandler((request) => notFound(request.url));
  if (!rendering) return;

  const pages = createPageCache();
  app.publicCache.onClear(() => pages.clear());
  app.publicCache.onPartsForgotten((ids) => pages.forgetParts(ids));
  const renderPage = async (url: string) => {
    const parts = new Set<string>();
    const context: PageContext = { apiFetch: inProcessApi(app, parts), publicUrl: app.publicUrl };
    const response = await (await rendering())(new Request(`${app.publicUrl}${url}`), context);
    const html = fillShopDetails(await response.text(), options.shop ?? demoShopDetails);
    const page = await preparePage(response.status, html, (text) => pagePolicy(text, origins), movedTo(response));
    // A page whose data could not all be loaded, or that failed, is drawn again next time.
    const keep = response.status < 500 && !/no-store/.test(response.headers.get("cache-control") ?? "");
    return { page, keep, parts };
  };

  // A route, not the not-found handler, so that it runs after the hooks every route has.
  app.get("/*", { schema: { hide: true } }, async (request, reply) => {
    // A file that is not there is missing, not a page to draw.
    if (isApi(request.url) || namesFile(request.url)) notFound(request.url);
    return sendPage(request, reply, await pages.get(request.url, () => renderPage(request.url)));
  });
}

const isApi = (url: string) => url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
/** A path outside the API that ends in an extension names a file, never a page. */
const namesFile = (url: string) => !isApi(url) && /\.[a-z0-9]+$/i.test(url.split("?")[0] ?? "");
/** A missing file (an old release's script, say) is named as one; anything else is no route. */
function notFound(url: string): never {
  throw httpError(404, namesFile(url) ? messages.fileNotFound : messages.routeNotFound);
}

/**
 * The build's files, which it writes in folders (assets, images): one wildcard route per folder.
 * The plugin's other way, a route per file, made some 900 routes (GET and HEAD) of the build's
 * files and their compressed copies, and took a fifth of a second of every start.
 */
async function serveBuiltFiles(app: FastifyInstance, root: string) {
  const folders = readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  for (const folder of folders) {
    // Hashed names never change, so browsers keep them for a year; pictures are revalidated.
    const cacheControl = folder.name === "assets" ? "public, max-age=31536000, immutable" : "no-cache";
    await app.register(fastifyStatic, {
      root: path.join(root, folder.name),
      prefix: `/${folder.name}/`,
      index: false,
      decorateReply: false,
      // The build writes .br and .gz copies of its text files; they go out as they are.
      preCompressed: true,
      setHeaders: (res) => res.header("cache-control", cacheControl),
    });
  }
}
