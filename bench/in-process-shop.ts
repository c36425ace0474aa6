import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  buildApp,
  createDiskStore,
  createMailer,
  freePort,
  openDatabase,
  seedIfEmpty,
  throwAwayDatabase,
} from "@shop/server/testing";

/**
 * The app in this process on a fresh in-memory database, listening on a free port: for the
 * catalog-scale benchmark, which fills the database directly and times single queries.
 */
export async function startShop(opts: { postgresUrl?: string; seed?: boolean } = {}) {
  const throwAway = opts.postgresUrl ? await throwAwayDatabase(opts.postgresUrl, "shop_bench") : undefined;
  const database = await openDatabase({ url: throwAway?.url });
  if (opts.seed !== false) await seedIfEmpty(database.db);
  const scratch = mkdtempSync(path.join(tmpdir(), "shop-bench-"));
  const uploadsDir = path.join(scratch, "uploads");
  // The shop is told its own address up front: sign-in trusts calls from that origin only.
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const app = await buildApp({
    database,
    mailer: createMailer({ outboxDir: path.join(scratch, "outbox"), from: "bench@localhost", log: { info() {} } }),
    images: { store: createDiskStore(uploadsDir), diskDir: uploadsDir },
    accounts: { publicUrl: url, rateLimitPerMinute: 1_000_000 },
  });
  await app.listen({ port, host: "127.0.0.1" });
  return {
    app,
    db: database.db,
    url,
    async close() {
      await app.close();
      await database.close();
      await throwAway?.drop();
    },
  };
}
export type Shop = Awaited<ReturnType<typeof startShop>>;
