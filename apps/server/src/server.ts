import path from "node:path";
import { pino } from "pino";
import { buildApp } from "./app.ts";
import { firstStartNotice, seedFirstAdmin } from "./auth/seed-admin.ts";
import { changeAccountRole } from "./auth/shop-users.ts";
import { readConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { seedIfEmpty } from "./db/seed/seed.ts";
import { closeGracefullyOnSignals } from "./graceful-shutdown.ts";
import { batchedLogStream } from "./log-stream.ts";
import { createMailer } from "./mail/mailer.ts";
import { webBuildDir } from "./paths.ts";
import { compactCatalogCounts } from "./shared/housekeeping.ts";
import { createDiskStore } from "./storage/disk-store.ts";

const config = readConfig();
const logger = pino({ level: config.logLevel }, batchedLogStream(1, { batchChars: 4096, everyMs: 500 }));
// Before the database opens: it also makes sure no other shop process has this DATA_DIR open.
// Only the embedded database has one; a shop on PostgreSQL does not load its module (or tar's).
const control = config.databaseUrl
  ? undefined
  : await (await import("./backup/control-socket.ts")).openControlSocket(config.dataDir, logger);
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  onConnectionError: (err) => logger.warn({ err }, "a database connection broke; the pool opens a new one"),
});

const uploadsDir = path.join(config.dataDir, "uploads");
const mailer = createMailer({
  smtpUrl: config.smtpUrl,
  outboxDir: path.join(config.dataDir, "outbox"),
  from: config.mailFrom,
  log: logger,
});
const app = await buildApp({
  database,
  webRoot: webBuildDir,
  loggerInstance: logger,
  mailer,
  mailRetry: config.mailRetry,
  payments: config.payments,
  orderHolds: { minutes: config.orderHoldMinutes, caps: config.unpaidHoldCaps },
  returnDays: config.returnDays,
  shop: config.shop,
  seller: config.seller,
  metricsToken: config.metricsToken,
  // The S3 client is loaded only when a bucket is set: it is a tenth of the server's memory.
  images: config.s3
    ? { store: (await import("./storage/s3-store.ts")).createS3Store(config.s3) }
    : { store: createDiskStore(uploadsDir), diskDir: uploadsDir },
  accounts: {
    publicUrl: config.publicUrl,
    secret: config.authSecret,
    oidc: config.oidc,
    rateLimitPerMinute: config.authRateLimit,
  },
});
// Servers started together must not both seed the catalog or both make the first admin.
const { madePassword } = await database.exclusively(async () => {
  await seedIfEmpty(database.db);
  // The catalog's counts as one row per key, whatever was loaded since the last housekeeping (the
  // demo catalog just now, a restored or script-loaded one): decisions 0112, 0117.
  await compactCatalogCounts(database.db);
  return seedFirstAdmin(app.identity, database.db, config.adminPassword, app.log);
});
// Node's own defaults let a client take five minutes over a request.
app.server.requestTimeout = config.timeouts.request;
app.server.headersTimeout = config.timeouts.headers;
app.server.keepAliveTimeout = config.timeouts.keepAlive;
await app.listen({ port: config.port, host: config.host });
// On stderr, in one write: stdout is the JSON log, and the block stays whole between its lines.
if (madePassword) process.stderr.write(firstStartNotice(config.publicUrl, madePassword));
control?.serve({
  // With S3_BUCKET set the pictures stay in the bucket, and the backup holds the database only.
  backup: database.snapshot && { snapshot: database.snapshot, uploadsDir },
  changeRole: (email, role) => changeAccountRole(database.db, email, role),
});
closeGracefullyOnSignals({
  app,
  logger,
  // Stops accepting backup and make-admin requests and waits for those under way, while the API
  // finishes too. The socket itself goes only after the database has closed: until then no
  // other process (a shop, make-admin) may open the folder.
  closeAlongside: async () => {
    await control?.stopServing();
  },
  closeDatabase: async () => {
    await database.close();
    await control?.close();
  },
  deadlineMs: config.timeouts.shutdown,
});
