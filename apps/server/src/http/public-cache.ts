import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";

type Entry = { body: string; etag: string };

/**
 * Public answers that many visitors ask for are kept as serialized bytes with their ETag, so a
 * hit costs no query and no JSON work. Writes to the catalog call `clear()`; with several server
 * processes, app.ts relays that to all of them.
 */
export function createPublicCache(maxEntries = 500) {
  const entries = new Map<string, Entry>();
  // Bumped by clear(): an answer loaded before a change must not be kept after it.
  let generation = 0;
  return {
    /** The answer kept under `key`, if any, without loading it. */
    peek: (key: string): Entry | undefined => entries.get(key),
    /** `load` answering undefined means "nothing there": that is not cached. */
    async get<T>(key: string, load: () => Promise<T>): Promise<Entry | (undefined extends T ? undefined : never)> {
      const hit = entries.get(key);
      if (hit) return hit;
      const loadedIn = generation;
      const value = await load();
      if (value === undefined) return undefined as undefined extends T ? undefined : never;
      const body = JSON.stringify(value);
      const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
      const entry = { body, etag };
      // Query strings are visitor input: bound the map so they cannot grow it without limit.
      if (entries.size >= maxEntries) entries.clear();
      if (loadedIn === generation) entries.set(key, entry);
      return entry;
    },
    clear() {
      generation++;
      entries.clear();
    },
  };
}
export type PublicCache = ReturnType<typeof createPublicCache>;

/** Answers 304 when the client already holds these bytes; otherwise sends them as JSON. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  reply.header("etag", entry.etag).header("cache-control", "public, no-cache");
  if (request.headers["if-none-match"] === entry.etag) return reply.code(304).send();
  return reply.type("application/json; charset=utf-8").send(entry.body);
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
