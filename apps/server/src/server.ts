import path from "node:path";
import { fileURLToPath } from "node:url";
import { pino } from "pino";
import { buildApp } from "./app.ts";
import { seedFirstAdmin } from "./auth/seed-admin.ts";
import { readConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { seedIfEmpty } from "./db/seed/seed.ts";
import { createMailer } from "./mail/mailer.ts";
import { createDiskStore } from "./storage/disk-store.ts";
import { createS3Store } from "./storage/s3-store.ts";

const config = readConfig();
const logger = pino({ level: config.logLevel });
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  onConnectionError: (err) => logger.warn({ err }, "a database connection broke; the pool opens a new one"),
});

const webRoot = fileURLToPath(new URL("../../web/build/client", import.meta.url));
const uploadsDir = path.join(config.dataDir, "uploads");
const mailer = createMailer({
  smtpUrl: config.smtpUrl,
  outboxDir: path.join(config.dataDir, "outbox"),
  from: config.mailFrom,
  log: logger,
});
const app = await buildApp({
  database,
  webRoot,
  loggerInstance: logger,
  mailer,
  payments: config.payments,
  images: config.s3 ? { store: createS3Store(config.s3) } : { store: createDiskStore(uploadsDir), diskDir: uploadsDir },
  accounts: {
    publicUrl: config.publicUrl,
    secret: config.authSecret,
    oidc: config.oidc,
    rateLimitPerMinute: config.authRateLimit,
  },
});
// Servers started together must not both seed the catalog or both make the first admin.
await database.exclusively(async () => {
  await seedIfEmpty(database.db);
  await seedFirstAdmin(app.identity, database.db, config.adminPassword, app.log);
});
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
