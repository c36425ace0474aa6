import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";

type Encoding = "br" | "gzip";
/**
 * The answer's bytes and headers of its own (a page's links), and their compressed copies, each
 * made the first time a client asks for it.
 */
type Entry = { body: string; etag: string; headers: Record<string, string>; parts?: ReadonlySet<string> } & Partial<
  Record<Encoding, Buffer>
>;
/**
 * What an answer is made of before it is kept: its value (JSON to be), headers of its own, and
 * the ids of the parts it shows, so that a change to one part's stock forgets only those answers.
 */
type Answer = { value: unknown; headers: Record<string, string>; parts?: readonly string[] };

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
    const hit = entries.get(key);
    if (hit) return hit;
    const loadedIn = generation;
    const answer = await load();
    if (answer === undefined) return undefined;
    const body = JSON.stringify(answer.value);
    const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
    const entry: Entry = { body, etag, headers: answer.headers, ...(answer.parts && { parts: new Set(answer.parts) }) };
    // Query strings are visitor input: bound the map so they cannot grow it without limit.
    if (entries.size >= maxEntries) entries.clear();
    if (loadedIn === generation) entries.set(key, entry);
    return entry;
  }
  return {
    /** The answer kept under `key`, if any, without loading it. */
    peek: (key: string): Entry | undefined => entries.get(key),
    /** `load` answering undefined means "nothing there": that is not cached. `shows`: the parts it shows. */
    async get<T>(
      key: string,
      load: () => Promise<T>,
      shows?: readonly string[],
    ): Promise<Entry | (undefined extends T ? undefined : never)> {
      const entry = await keep(key, async () => {
        const value = await load();
        return value === undefined ? undefined : { value, headers: {}, parts: shows };
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
        if (entry.parts && ids.some((id) => entry.parts?.has(id))) entries.delete(key);
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
const encodings = new Negotiator<Encoding>({ supportedValues: ["br", "gzip"] });
const compress: Record<Encoding, (body: string) => Buffer> = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => gzipSync(body),
};

/**
 * Answers 304 when the client already holds these bytes; otherwise sends them as JSON, compressed
 * as the client accepts from a copy made once per entry: compressing on every request (as
 * @fastify/compress does, and skips when content-encoding is set) cost more than the rest of a hit.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  reply
    .headers(entry.headers)
    .header("etag", entry.etag)
    .header("cache-control", "public, no-cache")
    .header("vary", "accept-encoding");
  if (request.headers["if-none-match"] === entry.etag) return reply.code(304).send();
  reply.type("application/json; charset=utf-8");
  const accepted = request.headers["accept-encoding"];
  const encoding = accepted && entry.body.length >= COMPRESS_FROM_BYTES ? encodings.negotiate(accepted) : null;
  if (!encoding) return reply.send(entry.body);
  entry[encoding] ??= compress[encoding](entry.body);
  return reply.header("content-encoding", encoding).send(entry[encoding]);
}

/**
 * Answers a request from the cache before validation and the handler run, when its URL has an
 * answer there: only a request that passed validation once can have left one. The catalog's
 * reads are most of the shop's traffic, and this is most of what they cost.
 */
export function cachedAnswerFirst(cache: PublicCache): onRequestHookHandler {
  return (request, reply, done) => {
    const entry = cache.peek(request.url);
    if (entry) sendCached(request, reply, entry);
    else done();
  };
}
