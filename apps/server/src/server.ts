import { fileURLToPath } from "node:url";
import { buildApp } from "./app.ts";
import { readConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { seedIfEmpty } from "./db/seed/seed.ts";

const config = readConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await seedIfEmpty(database.db);

const webRoot = fileURLToPath(new URL("../../web/build/client", import.meta.url));
const app = await buildApp({ database, webRoot, logger: { level: config.logLevel } });
await app.listen({ port: config.port, host: config.host });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down: finishing in-flight requests");
  // app.close() stops accepting, waits for in-flight requests, then the database is closed.
  await app.close();
  await database.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
