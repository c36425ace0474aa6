import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, isNull } from "drizzle-orm";
import pg from "pg";
import { inject } from "vitest";
import { type AppDeps, buildApp } from "../src/app.ts";
import type { OidcConfig, PaymentSettings } from "../src/config.ts";
import { openDatabase } from "../src/db/client.ts";
import { mailOutbox } from "../src/db/schema.ts";
import { createMailer, type Mailer } from "../src/mail/mailer.ts";
import { createDiskStore } from "../src/storage/disk-store.ts";
import { dropDatabaseWhenLeft } from "./drop-database.ts";

export const TEST_PUBLIC_URL = "http://shop.test";

type TestAppOptions = {
  /** Where mail goes; by default the real outbox, in a folder of its own. */
  mailer?: Mailer;
  mailRetry?: AppDeps["mailRetry"];
  oidc?: OidcConfig;
  rateLimitPerMinute?: number;
  payments?: PaymentSettings;
  /** Unpaid orders' hold; no sweeper runs unless `sweepEveryMs` is given (tests sweep themselves). */
  orderHolds?: AppDeps["orderHolds"];
  returnDays?: number;
  /** No fold of units sold runs unless this is given (tests fold themselves). */
  salesFoldEveryMs?: number;
  images?: AppDeps["images"];
  /** A built web app in miniature, path -> content (`"blogs/index.html"`); none by default. */
  webFiles?: Record<string, string | Buffer>;
  publicUrl?: string;
  sitemapLimit?: number;
  /** A logger whose lines the test reads; none by default. */
  logger?: AppDeps["loggerInstance"];
  /** Draws pages in place of the web app's server build, which API tests do not have. */
  renderPage?: AppDeps["renderPage"];
  shop?: AppDeps["shop"];
  seller?: AppDeps["seller"];
  metricsToken?: string;
  onRoute?: AppDeps["onRoute"];
  /** The embedded database's files in this folder (a copy of the template) rather than in memory. */
  embeddedDataDir?: string;
};

/**
 * A fresh, migrated and seeded database per test file, copied from the run's template
 * (test/template-database.ts): in-memory PGlite, or, when TEST_DATABASE_URL names a PostgreSQL
 * server, a throw-away database created there.
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const serverUrl = process.env.TEST_DATABASE_URL || undefined;
  let dropDatabase = async () => {};
  let url: string | undefined;
  let from: Blob | undefined;
  if (serverUrl) {
    const name = `shop_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject("postgresTemplate")}`);
    await admin.end();
    const dbUrl = new URL(serverUrl);
    dbUrl.pathname = `/${name}`;
    url = dbUrl.toString();
    dropDatabase = () => dropDatabaseWhenLeft(serverUrl, name);
  } else {
    from = new Blob([await readFile(inject("pgliteTemplateFile"))]);
  }
  const database = await openDatabase({ url, from, dataDir: url ? undefined : options.embeddedDataDir });
  const outboxDir = await mkdtemp(path.join(tmpdir(), "shop-outbox-"));
  const uploadsDir = path.join(outboxDir, "uploads");
  const webRoot = options.webFiles && path.join(outboxDir, "web");
  for (const [file, content] of Object.entries(options.webFiles ?? {})) {
    const target = path.join(webRoot ?? "", file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  }
  const mailer = options.mailer ?? createMailer({ outboxDir, from: "shop@shop.test", log: { info() {} } });
  const app = await buildApp({
    database,
    mailer,
    mailRetry: options.mailRetry,
    webRoot,
    loggerInstance: options.logger,
    payments: options.payments,
    returnDays: options.returnDays,
    orderHolds: {
      minutes: options.orderHolds?.minutes ?? 30,
      sweepEveryMs: options.orderHolds?.sweepEveryMs ?? 0,
      // One account places many unpaid orders in most tests; the caps have their own tests
      // (unpaid-caps.test.ts), which pass the shop's defaults.
      caps: options.orderHolds?.caps ?? { sharePercent: 100, ordersPerAccount: 0 },
    },
    salesFoldEveryMs: options.salesFoldEveryMs ?? 0,
    images: options.images ?? { store: createDiskStore(uploadsDir), diskDir: uploadsDir },
    sitemapLimit: options.sitemapLimit,
    renderPage: options.renderPage,
    shop: options.shop,
    seller: options.seller,
    metricsToken: options.metricsToken,
    onRoute: options.onRoute,
    accounts: {
      publicUrl: options.publicUrl ?? TEST_PUBLIC_URL,
      oidc: options.oidc,
      rateLimitPerMinute: options.rateLimitPerMinute ?? 1000,
    },
  });
  return {
    app,
    db: database.db,
    /** Waits (up to five seconds) until the mail worker has handed every queued mail on. */
    async mailSent() {
      for (let i = 0; i < 100; i++) {
        const [row] = await database.db.select({ n: count() }).from(mailOutbox).where(isNull(mailOutbox.sentAt));
        if (row?.n === 0) return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error("Mail is still waiting in the outbox");
    },
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      await rm(outboxDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
