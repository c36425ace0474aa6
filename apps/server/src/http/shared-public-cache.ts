import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client.ts";
import { createPublicCache, type PublicCache } from "./public-cache.ts";

const PUBLIC_CACHE_CHANNEL = "shop_public_cache";

/** How long parts forgotten here wait to be told to the other processes, together. */
const TELL_PARTS_AFTER_MS = 20;

/**
 * This process's public cache, cleared in every server process on the database when any of them
 * changes the catalog: here at once, elsewhere as soon as the database passes the word on.
 * Parts whose stock changed are told to the others in one message per TELL_PARTS_AFTER_MS: under
 * a stream of orders that is one notification (a round trip, and a commit PostgreSQL makes one
 * at a time) for many orders, not one per order.
 */
export async function sharedPublicCache(
  database: Pick<Database, "publish" | "subscribe">,
  log: Pick<FastifyBaseLogger, "error">,
) {
  const cache = createPublicCache();
  // A message names the parts whose stock changed; none (or one we cannot read) means everything.
  await database.subscribe(PUBLIC_CACHE_CHANNEL, (payload) => {
    const ids = payload === undefined ? undefined : partIdsIn(payload);
    if (ids) cache.forgetParts(ids);
    else cache.clear();
  });
  const tell = (payload?: string) =>
    database.publish(PUBLIC_CACHE_CHANNEL, payload).catch((err) => log.error({ err }, "other servers were not told"));
  let untold: Set<string> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const tellUntold = async () => {
    clearTimeout(timer);
    if (!untold) return;
    const payload = [...untold].join(",");
    untold = undefined;
    // A notification carries under 8,000 bytes; more parts at once tell the others to forget all.
    await tell(payload.length < 7_000 ? payload : undefined);
  };
  const shared: PublicCache & { tellNow(): Promise<void> } = {
    ...cache,
    clear() {
      cache.clear();
      // Everything covers the parts not told yet.
      untold = undefined;
      clearTimeout(timer);
      tell();
    },
    forgetParts(ids) {
      if (ids.length === 0) return;
      cache.forgetParts(ids);
      if (!untold) {
        untold = new Set();
        timer = setTimeout(tellUntold, TELL_PARTS_AFTER_MS);
      }
      for (const id of ids) untold.add(id);
    },
    /** Tells what is waiting at once (the app is closing). */
    tellNow: tellUntold,
  };
  return shared;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const partIdsIn = (payload: string) => {
  const ids = payload.split(",");
  return ids.every((id) => UUID.test(id)) ? ids : undefined;
};
