import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { keepBounded, readAgain } from "../shared/read-again.ts";
import { chosenEncoding, type Encoding } from "./content-coding.ts";

/**
 * The answer's bytes and headers of its own (a page's links), and their compressed copies, each
 * made the first time a client asks for it.
 */
type Entry = {
  /** Bytes rather than a string: a string is encoded again on every send. */
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
  parts?: ReadonlySet<string>;
  /** Forgotten on any part's stock change: a count or order that stock decides (in stock, best-selling). */
  followsStock?: boolean;
  /** Headers per variant, made on first use (see headersOf). */
  variants?: Partial<Record<Variant, Record<string, string>>>;
  /** The same with the headers every answer carries and the length, for sendCachedRaw. */
  raw?: Partial<Record<Variant, Record<string, string>>>;
} & Partial<Record<Encoding, Buffer>>;
/**
 * What an answer is made of before it is kept: its value (JSON to be), headers of its own, and
 * the ids of the parts it shows, so that a change to one part's stock forgets only those answers.
 */
type Answer = { value: unknown; headers: Record<string, string>; parts?: readonly string[]; followsStock?: boolean };

/**
 * Public answers that many visitors ask for are kept as serialized bytes with their ETag, so a
 * hit costs no query and no JSON work. Writes to the catalog call `clear()`; an order, which
 * changes one part's stock and nothing else, calls `forgetParts()`. With several server
 * processes, app.ts relays both to all of them.
 */
export function createPublicCache(maxEntries = 500) {
  const entries = new Map<string, Entry>();
  // Bumped by clear(): an answer loaded before a change must not be kept after it.
  let generation = 0;
  const clearedListeners: (() => void)[] = [];
  const partsListeners: ((ids: readonly string[]) => void)[] = [];
  /** `load` answering undefined means "nothing there": that is not cached. */
  async function keep(key: string, load: () => Promise<Answer | undefined>): Promise<Entry | undefined> {
    const hit = readAgain(entries, key);
    if (hit) return hit;
    const loadedIn = generation;
    const answer = await load();
    if (answer === undefined) return undefined;
    const body = Buffer.from(JSON.stringify(answer.value));
    const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
    const entry: Entry = {
      body,
      etag,
      headers: answer.headers,
      ...(answer.parts && { parts: new Set(answer.parts) }),
      ...(answer.followsStock && { followsStock: true }),
    };
    // Query strings are visitor input: bound the map so they cannot grow it without limit. The
    // answer read least recently goes, so a crawler's or an attacker's stream of new addresses
    // cannot empty it of the pages everyone reads.
    if (loadedIn === generation) keepBounded(entries, key, entry, maxEntries);
    return entry;
  }
  return {
    /** The answer kept under `key`, if any, without loading it. */
    peek: (key: string): Entry | undefined => readAgain(entries, key),
    /**
     * `load` answering undefined means "nothing there": that is not cached. `shows`: the parts it
     * shows, or how to read them from the answer (a part shows its variants' stock too).
     */
    async get<T>(
      key: string,
      load: () => Promise<T>,
      shows?: readonly string[] | ((value: Exclude<T, undefined>) => readonly string[]),
    ): Promise<Entry | (undefined extends T ? undefined : never)> {
      const entry = await keep(key, async () => {
        const value = await load();
        if (value === undefined) return undefined;
        const parts = typeof shows === "function" ? shows(value as Exclude<T, undefined>) : shows;
        return { value, headers: {}, parts };
      });
      return entry as Entry | (undefined extends T ? undefined : never);
    },
    /** A page of a list: its items with its own headers (`Link`, a total), kept together. */
    page: async (key: string, load: () => Promise<Answer>): Promise<Entry> => (await keep(key, load)) as Entry,
    clear() {
      generation++;
      entries.clear();
      for (const listener of clearedListeners) listener();
    },
    /**
     * These parts' stock changed: forget the answers that show any of them, keep the rest. A
     * part's name, price or existence changing is a `clear()`: it can move it in or out of lists.
     */
    forgetParts(ids: readonly string[]) {
      generation++;
      for (const [key, entry] of entries)
        if (entry.followsStock || (entry.parts && ids.some((id) => entry.parts?.has(id)))) entries.delete(key);
      for (const listener of partsListeners) listener(ids);
    },
    /** Also forget what is built from these answers (the rendered pages) whenever they change. */
    onClear(listener: () => void) {
      clearedListeners.push(listener);
    },
    onPartsForgotten(listener: (ids: readonly string[]) => void) {
      partsListeners.push(listener);
    },
  };
}
export type PublicCache = ReturnType<typeof createPublicCache>;

/** Smaller answers gain little from compression (the same threshold as app.ts's compress). */
const COMPRESS_FROM_BYTES = 1024;
const compress: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => gzipSync(body),
};

/** How an entry goes out to one client: unchanged (304), as it is, or compressed. */
type Variant = "unchanged" | "plain" | Encoding;

/**
 * Which variant a client gets: `unchanged` when it holds these bytes already, else compressed as
 * it accepts. `undefined` when it accepts compression, but neither of ours (deflate only, say).
 */
function variantFor(entry: Entry, ifNoneMatch: string | undefined, accepted: string | undefined): Variant | undefined {
  if (ifNoneMatch === entry.etag) return "unchanged";
  if (!accepted || entry.body.length < COMPRESS_FROM_BYTES) return "plain";
  return chosenEncoding(accepted);
}

/** The answer's own headers (no security headers, no length), made once per entry and variant. */
function headersOf(entry: Entry, variant: Variant): Record<string, string> {
  entry.variants ??= {};
  let headers = entry.variants[variant];
  if (!headers) {
    headers = { ...entry.headers, etag: entry.etag, "cache-control": "public, no-cache", vary: "accept-encoding" };
    if (variant !== "unchanged") headers["content-type"] = "application/json; charset=utf-8";
    if (variant === "br" || variant === "gzip") headers["content-encoding"] = variant;
    entry.variants[variant] = headers;
  }
  return headers;
}

function bodyOf(entry: Entry, variant: Exclude<Variant, "unchanged">): Buffer {
  if (variant === "plain") return entry.body;
  entry[variant] ??= compress[variant](entry.body);
  return entry[variant];
}

/**
 * Answers 304 when the client already holds these bytes; otherwise sends them as JSON, compressed
 * as the client accepts from a copy made once per entry: compressing on every request (as
 * @fastify/compress does, and skips when content-encoding is set) cost more than the rest of a hit.
 * A client that accepts only other encodings gets the plain bytes, which @fastify/compress encodes.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  const variant = variantFor(entry, request.headers["if-none-match"], request.headers["accept-encoding"]) ?? "plain";
  reply.headers(headersOf(entry, variant));
  if (variant === "unchanged") return reply.code(304).send();
  return reply.send(bodyOf(entry, variant));
}

/**
 * Sends a kept answer straight from Node's request event, as sendCached would through Fastify,
 * with `always` (the headers every answer carries) added. Answers false, sending nothing, when the
 * request is not a GET of a kept answer's address, or wants an encoding only Fastify's path makes.
 * Only a request that passed the route's validation and the input rules can have left an answer
 * under its address, so nothing else needs to run; Fastify's routing, hooks and reply cost about
 * as much again as the rest of such a hit (README, Benchmarks).
 */
export function sendCachedRaw(
  cache: PublicCache,
  always: Readonly<Record<string, string>>,
  request: IncomingMessage,
  response: ServerResponse,
): boolean {
  if (request.method !== "GET" || request.url === undefined) return false;
  const entry = cache.peek(request.url);
  if (!entry) return false;
  const variant = variantFor(entry, request.headers["if-none-match"], request.headers["accept-encoding"]);
  if (variant === undefined) return false;
  if (variant === "unchanged") {
    response.writeHead(304, { ...always, ...headersOf(entry, variant) }).end();
    return true;
  }
  const body = bodyOf(entry, variant);
  entry.raw ??= {};
  entry.raw[variant] ??= { ...always, ...headersOf(entry, variant), "content-length": String(body.length) };
  response.writeHead(200, entry.raw[variant]).end(body);
  return true;
}
