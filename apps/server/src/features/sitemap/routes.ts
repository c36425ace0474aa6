import { Readable } from "node:stream";
import { messages } from "@shop/contract";
import type { FastifyPluginAsync } from "fastify";
import { httpError } from "../../http/errors.ts";
import { categoryPaths, countParts, partIds } from "./repository.ts";

/** The pages anyone may read, besides one per category and one per part; `/home` is `/` under another name. */
export const PUBLIC_PAGES = ["/", "/parts", "/blogs", "/myprotfolio"];

/** Pages that need an account, and the API: nothing there for a search engine. */
const PRIVATE_PREFIXES = ["/deshboard", "/Order", "/login", "/signup", "/resetpassword", "/api"];

/** The protocol's own limit of addresses per sitemap file. */
const SITEMAP_LIMIT = 50_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
// Ids are UUIDs and PUBLIC_URL a checked URL, but an address in XML is escaped all the same.
const xmlText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const url = (loc: string) => `<url><loc>${xmlText(loc)}</loc></url>\n`;

/**
 * `/robots.txt` and `/sitemap.xml`. Up to 50,000 addresses the sitemap lists them all; past
 * that it is an index of `/sitemap-parts-N.xml` files of 50,000 part pages each (the public
 * pages go in the first). Part ids are read from the database in batches as the answer is sent.
 */
export const sitemapRoutes: FastifyPluginAsync<{ publicUrl: string; limit?: number }> = async (app, options) => {
  const base = options.publicUrl;
  const limit = options.limit ?? SITEMAP_LIMIT;
  const xml = { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" };

  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) => {
    const rules = PRIVATE_PREFIXES.map((p) => `Disallow: ${p}`).join("\n");
    return reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(`User-agent: *\n${rules}\n\nSitemap: ${base}/sitemap.xml\n`);
  });

  /** The pages before the parts': the public ones and every category's. */
  const firstPages = async () => [...PUBLIC_PAGES, ...(await categoryPaths(app.db))];

  /** File n (from 1) of the pages: the public and category pages first, then parts in id order. */
  async function* urlset(n: number, first: string[]) {
    yield `${XML_HEAD}<urlset ${NS}>\n`;
    // One list split in files: the first pages, then the parts'.
    const pages = first.slice((n - 1) * limit, n * limit);
    for (const page of pages) yield url(`${base}${page}`);
    const skip = Math.max(0, (n - 1) * limit - first.length);
    for await (const id of partIds(app.db, skip, limit - pages.length)) yield url(`${base}/parts/${id}`);
    yield "</urlset>\n";
  }
  const files = async (first: string[]) => Math.max(1, Math.ceil((first.length + (await countParts(app.db))) / limit));

  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) => {
    const first = await firstPages();
    const count = await files(first);
    if (count === 1) return reply.headers(xml).send(Readable.from(urlset(1, first)));
    const entries = Array.from(
      { length: count },
      (_, i) => `<sitemap><loc>${xmlText(`${base}/sitemap-parts-${i + 1}.xml`)}</loc></sitemap>\n`,
    );
    return reply.headers(xml).send(`${XML_HEAD}<sitemapindex ${NS}>\n${entries.join("")}</sitemapindex>\n`);
  });

  app.get<{ Params: { n: string } }>("/sitemap-parts-:n.xml", { schema: { hide: true } }, async (request, reply) => {
    const n = Number(request.params.n);
    const first = await firstPages();
    if (!Number.isSafeInteger(n) || n < 1 || n > (await files(first))) throw httpError(404, messages.fileNotFound);
    return reply.headers(xml).send(Readable.from(urlset(n, first)));
  });
};
