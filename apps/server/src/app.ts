import { createServer } from "node:http";
import compress from "@fastify/compress";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { demoLegalDetails, demoShopDetails, type SellerDetails, type ShopDetails } from "@shop/contract";
import Fastify, { type FastifyServerOptions, type RouteOptions } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { type AccessTokens, createAccessTokens } from "./auth/access-token.ts";
import type { Identity } from "./auth/identity.ts";
import { mountIdentity } from "./auth/mount.ts";
import { resolveAuthSecret } from "./auth/secret.ts";
import { signInOptionsRoutes } from "./auth/sign-in-options.ts";
import { DEFAULTS, type OidcConfig, type PaymentSettings, type UnpaidHoldCaps } from "./config.ts";
import type { Database, Db } from "./db/client.ts";
import { adminBrandsRoutes } from "./features/catalog/admin/brands-routes.ts";
import { adminCategoriesRoutes } from "./features/catalog/admin/categories-routes.ts";
import { adminProductsRoutes } from "./features/catalog/admin/products-routes.ts";
import { adminSpecDefinitionsRoutes } from "./features/catalog/admin/spec-definitions-routes.ts";
import { catalogImportRoutes } from "./features/catalog/import/routes.ts";
import { catalogRoutes } from "./features/catalog/routes.ts";
import { bikeImportRoutes } from "./features/fit/import-routes.ts";
import { fitRoutes } from "./features/fit/routes.ts";
import { imagesRoutes } from "./features/images/routes.ts";
import { invoiceAttachment, invoicesRoutes, startInvoiceSweeper } from "./features/invoices/index.ts";
import {
  addressesRoutes,
  cartRoutes,
  orderRefundRoutes,
  orderReturnsRoutes,
  ordersExportRoutes,
  ordersRoutes,
  paymentsRoutes,
  shippingTaxRoutes,
  startHoldSweeper,
  startSalesFold,
} from "./features/orders/index.ts";
import { overviewRoutes } from "./features/overview/routes.ts";
import { partsRoutes } from "./features/parts/routes.ts";
import { pricingRoutes } from "./features/pricing/routes.ts";
import { profileRoutes } from "./features/profile/routes.ts";
import { discountsRoutes } from "./features/promotions/index.ts";
import { reviewsRoutes } from "./features/reviews/routes.ts";
import { sitemapRoutes } from "./features/sitemap/routes.ts";
import { type AlertTokens, createAlertTokens, stockAlertsRoutes } from "./features/stock-alerts/index.ts";
import { adminUsersRoutes, usersRoutes } from "./features/users/routes.ts";
import { logAnswered, OneLinePerRequest } from "./http/access-log.ts";
import { registerErrorHandler } from "./http/errors.ts";
import { healthRoutes } from "./http/health-routes.ts";
import { registerInputRules } from "./http/input-rules.ts";
import type { PageRenderer } from "./http/page-renderer.ts";
import { type PublicCache, sendCachedRaw } from "./http/public-cache.ts";
import { requestIds } from "./http/request-id.ts";
import { originForm } from "./http/request-target.ts";
import { everyAnswer, frameworkErrors, registerSecurityHeaders } from "./http/security-headers.ts";
import { sharedPublicCache } from "./http/shared-public-cache.ts";
import { serveUploads } from "./http/uploads.ts";
import { registerWebApp } from "./http/web-app.ts";
import type { Mail, Mailer } from "./mail/mailer.ts";
import { enqueueMail } from "./mail/outbox.ts";
import { createMailWorker, type MailWorker, type RetryPolicy } from "./mail/worker.ts";
import { createMetrics, type Metrics } from "./metrics/metrics.ts";
import { metricsRoutes } from "./metrics/routes.ts";
import { createPayments, type Payments } from "./payment-providers/payments.ts";
import { startHousekeeping } from "./shared/housekeeping.ts";
import { loadedOnce } from "./shared/loaded-once.ts";
import type { ImageStore } from "./storage/image-store.ts";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    /** The database, its selects sent together with the others that come meanwhile (decision 0125). */
    readsTogether: Db;
    publicCache: PublicCache;
    /**
     * Better Auth, loaded with the first request that needs it: importing it was a fifth of a
     * start's work (decision 0100).
     */
    identity: () => Promise<Identity>;
    accessTokens: AccessTokens;
    /** Signs and reads the links of back-in-stock alerts' mails. */
    stockAlertTokens: AlertTokens;
    /**
     * Puts a mail in the outbox on its own; the worker sends it soon after. A mail that belongs
     * to a change is queued in that change's transaction instead (`enqueueMail`), then
     * `mailWorker.wake()`.
     */
    sendMail(mail: Mail): Promise<void>;
    mailWorker: MailWorker;
    payments: Payments;
    /** How long an unpaid order holds its units (ORDER_HOLD_MINUTES). */
    orderHoldMinutes: number;
    /** What one account's unpaid orders may hold at once (decision 0026). */
    unpaidHoldCaps: UnpaidHoldCaps;
    /** Days after shipping within which a return may be asked (RETURN_DAYS). */
    returnDays: number;
    images: ImageStore;
    publicUrl: string;
    metrics: Metrics;
    /** Who sells, copied into each invoice and credit note when it is issued (SHOP_LEGAL_NAME, ...). */
    seller: SellerDetails;
  }
}

export type AppDeps = {
  database: Database;
  /** Folder of the built web app; omitted in API tests. */
  webRoot?: string;
  /** Draws the web app's pages; by default its server build beside webRoot. */
  renderPage?: PageRenderer;
  logger?: FastifyServerOptions["logger"];
  /** A logger made before the app, so services built first can log through the same one. */
  loggerInstance?: FastifyServerOptions["loggerInstance"];
  mailer: Mailer;
  /** How failed mail is tried again; by default as MAIL_RETRY_SECONDS and MAIL_RETRY_MAX_SECONDS default. */
  mailRetry?: RetryPolicy;
  /** Sandbox (the default) or Stripe. */
  payments?: PaymentSettings;
  /**
   * How long unpaid orders hold their units (ORDER_HOLD_MINUTES' default), and how often this process
   * gives back the units of ended holds (by default a tenth of the hold, 1 s to 60 s; 0: never).
   */
  orderHolds?: { minutes: number; sweepEveryMs?: number; caps?: UnpaidHoldCaps };
  /** How often this process adds the units sold to the best-sellers' counts (SALES_FOLD_MS; 0: never). */
  salesFoldEveryMs?: number;
  /** RETURN_DAYS; its default when omitted. */
  returnDays?: number;
  /** Where uploaded pictures go: a folder served at /uploads/, or an S3-compatible bucket. */
  images: { store: ImageStore; diskDir?: string };
  /** The shop's contact details for its pages; the demo shop's when omitted. */
  shop?: ShopDetails;
  /** Who sells, on invoices and credit notes; the demo shop when omitted. */
  seller?: SellerDetails;
  /** GET /metrics for the bearer of this token; unset, there is no such address (METRICS_TOKEN). */
  metricsToken?: string;
  /** Addresses per sitemap file before /sitemap.xml becomes an index (the protocol's 50,000). */
  sitemapLimit?: number;
  /** Told of every route as it is added (tests: each one is documented). */
  onRoute?: (route: RouteOptions) => void;
  accounts: {
    publicUrl: string;
    /** Generated once and kept in the database when not given. */
    secret?: string;
    oidc?: OidcConfig;
    rateLimitPerMinute?: number;
  };
};

/** How often each process numbers invoices a payment's own numbering step left behind. */
const INVOICE_SWEEP_MS = 60_000;
/** How often units sold reach the best-sellers' order (decision 0121). */
const SALES_FOLD_MS = 5_000;

/** Builds the whole application without listening: the entry point and the tests share it. */
export async function buildApp(deps: AppDeps) {
  // Set once the cache exists; unset when the app starts closing, so Fastify answers 503 then.
  let cachedFirst: PublicCache | undefined;
  // Requests are timed only when someone may read the figures.
  const watchRequests = deps.metricsToken !== undefined;
  // Made here, never taken from a client's header: a client could make ids that name others' lines.
  const nextRequestId = requestIds();
  const metrics = createMetrics(deps.database, { watchRequests });
  const app = Fastify({
    // Fastify tells the end of a request (which the figures count) only to an app with a logger.
    ...(deps.loggerInstance
      ? { loggerInstance: deps.loggerInstance }
      : { logger: deps.logger ?? (watchRequests ? { level: "silent" } : false) }),
    return503OnClosing: true,
    genReqId: nextRequestId,
    logController: new OneLinePerRequest(metrics),
    frameworkErrors,
    // Kept public answers (the catalog, a part, reviews: most of the shop's traffic) go out from
    // Node's request event; everything else, and every first ask, goes through Fastify.
    serverFactory: (handler) =>
      createServer((request, response) => {
        const started = performance.now();
        if (request.url !== undefined) request.url = originForm(request.url);
        if (!cachedFirst || !sendCachedRaw(cachedFirst, everyAnswer, request, response))
          return handler(request, response);
        const ms = performance.now() - started;
        logAnswered(app.log, "GET", request.url ?? "", response.statusCode, ms, nextRequestId());
        metrics.answeredFromCache(request.url ?? "", response.statusCode, ms);
      }),
  });
  if (deps.onRoute) app.addHook("onRoute", deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("db", deps.database.db);
  app.decorate("readsTogether", deps.database.readsTogether ?? deps.database.db);
  app.decorate("metrics", metrics);
  const publicCache = await sharedPublicCache(deps.database, app.log);
  app.decorate("publicCache", publicCache);
  cachedFirst = publicCache;
  app.addHook("preClose", async () => {
    cachedFirst = undefined;
    await publicCache.tellNow();
  });
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  registerInputRules(app);
  app.decorate("publicUrl", deps.accounts.publicUrl);
  const seller = deps.seller ?? { ...demoLegalDetails, address: demoShopDetails.address, email: demoShopDetails.email };
  app.decorate("seller", seller);
  const mailWorker = createMailWorker({
    db: deps.database.db,
    mailer: deps.mailer,
    retry: deps.mailRetry ?? {
      firstDelayMs: DEFAULTS.mailRetrySeconds * 1000,
      maxDelayMs: DEFAULTS.mailRetryMaxSeconds * 1000,
    },
    log: app.log,
    attach: ({ invoiceOf }) => invoiceAttachment(deps.database.db, seller, invoiceOf),
  });
  app.decorate("mailWorker", mailWorker);
  app.decorate("sendMail", async (mail: Mail) => {
    await enqueueMail(deps.database.db, mail);
    mailWorker.wake();
  });
  // Raising a part's stock may queue back-in-stock mail (the trigger of migration 0029), on any
  // path; every such path forgets the part's cached answers once it has committed, so the worker
  // is woken then rather than at its next idle look, a minute later.
  publicCache.onPartsForgotten(() => mailWorker.wake());
  publicCache.onClear(() => mailWorker.wake());
  // Mail left waiting by an earlier run (or another process) goes out from the start.
  app.addHook("onReady", async () => mailWorker.wake());
  app.addHook("onClose", () => mailWorker.stop());
  app.decorate("images", deps.images.store);
  app.decorate("payments", await createPayments(deps.database.db, deps.payments ?? { provider: "sandbox" }));
  const holdMinutes = deps.orderHolds?.minutes ?? DEFAULTS.orderHoldMinutes;
  app.decorate("orderHoldMinutes", holdMinutes);
  app.decorate(
    "unpaidHoldCaps",
    deps.orderHolds?.caps ?? {
      sharePercent: DEFAULTS.unpaidHoldSharePercent,
      ordersPerAccount: DEFAULTS.unpaidOrdersPerAccount,
    },
  );
  app.decorate("returnDays", deps.returnDays ?? DEFAULTS.returnDays);
  const sweepEveryMs = deps.orderHolds?.sweepEveryMs ?? Math.min(60_000, Math.max(1_000, holdMinutes * 6_000));
  if (sweepEveryMs > 0) startHoldSweeper(app, sweepEveryMs);
  startInvoiceSweeper(app, seller, INVOICE_SWEEP_MS);
  const foldEveryMs = deps.salesFoldEveryMs ?? SALES_FOLD_MS;
  if (foldEveryMs > 0) startSalesFold(app, foldEveryMs);
  startHousekeeping(app);
  const secret = await resolveAuthSecret(deps.database.db, deps.accounts.secret);
  app.decorate("accessTokens", createAccessTokens(secret));
  app.decorate("stockAlertTokens", createAlertTokens(secret));
  app.decorate(
    "identity",
    loadedOnce(async () =>
      (await import("./auth/identity.ts")).createIdentity({
        db: deps.database.db,
        publicUrl: deps.accounts.publicUrl,
        secret,
        sendMail: app.sendMail,
        oidc: deps.accounts.oidc,
        rateLimitPerMinute: deps.accounts.rateLimitPerMinute ?? DEFAULTS.authRateLimit,
      }),
    ),
  );

  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(swagger, {
    openapi: {
      info: { title: "Bicycle parts shop API", version: "1.0.0" },
      servers: [{ url: "/" }],
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database: deps.database });
      await api.register(partsRoutes);
      await api.register(catalogRoutes);
      await api.register(pricingRoutes);
      await api.register(reviewsRoutes);
      await mountIdentity(api, app.identity);
      await api.register(signInOptionsRoutes, { google: deps.accounts.oidc !== undefined });
      await api.register(usersRoutes);
      await api.register(adminUsersRoutes);
      await api.register(profileRoutes);
      await api.register(ordersRoutes);
      await api.register(ordersExportRoutes);
      await api.register(overviewRoutes);
      await api.register(orderRefundRoutes);
      await api.register(invoicesRoutes, { seller });
      await api.register(orderReturnsRoutes);
      await api.register(paymentsRoutes);
      await api.register(cartRoutes);
      await api.register(addressesRoutes);
      await api.register(shippingTaxRoutes);
      await api.register(discountsRoutes);
      await api.register(imagesRoutes);
      await api.register(catalogImportRoutes);
      await api.register(adminCategoriesRoutes);
      await api.register(adminBrandsRoutes);
      await api.register(adminSpecDefinitionsRoutes);
      await api.register(adminProductsRoutes);
      await api.register(fitRoutes);
      await api.register(bikeImportRoutes);
      await api.register(stockAlertsRoutes);
    },
    { prefix: "/api" },
  );

  if (deps.metricsToken) await app.register(metricsRoutes, { metrics, token: deps.metricsToken });
  await app.register(sitemapRoutes, { publicUrl: deps.accounts.publicUrl, limit: deps.sitemapLimit });
  if (deps.images.diskDir) await serveUploads(app, deps.images.diskDir);
  const stripe = app.payments.stripe !== undefined;
  await registerWebApp(app, {
    root: deps.webRoot,
    render: deps.renderPage,
    shop: deps.shop,
    origins: {
      scripts: stripe ? ["https://js.stripe.com"] : [],
      frames: stripe ? ["https://js.stripe.com", "https://hooks.stripe.com"] : [],
      connect: stripe ? ["https://api.stripe.com"] : [],
    },
  });
  return app;
}
