import compress from "@fastify/compress";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { type AccessTokens, createAccessTokens } from "./auth/access-token.ts";
import { createIdentity, type Identity } from "./auth/identity.ts";
import { mountIdentity } from "./auth/mount.ts";
import { resolveAuthSecret } from "./auth/secret.ts";
import type { OidcConfig, PaymentSettings } from "./config.ts";
import type { Database, Db } from "./db/client.ts";
import { imagesRoutes } from "./features/images/routes.ts";
import { ordersRoutes } from "./features/orders/routes.ts";
import { partsRoutes } from "./features/parts/routes.ts";
import { paymentsRoutes } from "./features/payments/routes.ts";
import { pricingRoutes } from "./features/pricing/routes.ts";
import { profileRoutes } from "./features/profile/routes.ts";
import { reviewsRoutes } from "./features/reviews/routes.ts";
import { adminUsersRoutes, usersRoutes } from "./features/users/routes.ts";
import { registerErrorHandler } from "./http/errors.ts";
import { createPublicCache, type PublicCache } from "./http/public-cache.ts";
import { frameworkErrors, registerSecurityHeaders } from "./http/security-headers.ts";
import { serveUploads } from "./http/uploads.ts";
import { registerWebApp } from "./http/web-app.ts";
import type { Mail, Mailer } from "./mail/mailer.ts";
import { createPayments, type Payments } from "./payments/payments.ts";
import type { ImageStore } from "./storage/image-store.ts";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    publicCache: PublicCache;
    identity: Identity;
    accessTokens: AccessTokens;
    /** Sends a mail without waiting for it; a failure is logged, never shown to the caller. */
    sendMail(mail: Mail): void;
    payments: Payments;
    images: ImageStore;
    publicUrl: string;
  }
}

export type AppDeps = {
  database: Database;
  /** Folder of the built web app; omitted in API tests. */
  webRoot?: string;
  logger?: FastifyServerOptions["logger"];
  /** A logger made before the app, so services built first can log through the same one. */
  loggerInstance?: FastifyServerOptions["loggerInstance"];
  mailer: Mailer;
  /** Sandbox (the default) or Stripe. */
  payments?: PaymentSettings;
  /** Where uploaded pictures go: a folder served at /uploads/, or an S3-compatible bucket. */
  images: { store: ImageStore; diskDir?: string };
  accounts: {
    publicUrl: string;
    /** Generated once and kept in the database when not given. */
    secret?: string;
    oidc?: OidcConfig;
    rateLimitPerMinute?: number;
  };
};

const PUBLIC_CACHE_CHANNEL = "shop_public_cache";

/**
 * This process's public cache, cleared in every server process on the database when any of them
 * changes the catalog: here at once, elsewhere as soon as the database passes the word on.
 */
async function sharedPublicCache(database: Database, log: FastifyBaseLogger): Promise<PublicCache> {
  const cache = createPublicCache();
  await database.subscribe(PUBLIC_CACHE_CHANNEL, () => cache.clear());
  return {
    peek: cache.peek,
    get: cache.get,
    clear() {
      cache.clear();
      database.publish(PUBLIC_CACHE_CHANNEL).catch((err) => log.error({ err }, "other servers were not told"));
    },
  };
}

/** Builds the whole application without listening: the entry point and the tests share it. */
export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    ...(deps.loggerInstance ? { loggerInstance: deps.loggerInstance } : { logger: deps.logger ?? false }),
    return503OnClosing: true,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("db", deps.database.db);
  app.decorate("publicCache", await sharedPublicCache(deps.database, app.log));
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  app.decorate("publicUrl", deps.accounts.publicUrl);
  app.decorate("sendMail", (mail: Mail) => {
    deps.mailer.send(mail).catch((err) => app.log.error({ err, to: mail.to }, "mail could not be sent"));
  });
  app.decorate("images", deps.images.store);
  app.decorate("payments", createPayments(deps.database.db, deps.payments ?? { provider: "sandbox" }));
  const secret = await resolveAuthSecret(deps.database.db, deps.accounts.secret);
  app.decorate("accessTokens", createAccessTokens(secret));
  app.decorate(
    "identity",
    createIdentity({
      db: deps.database.db,
      publicUrl: deps.accounts.publicUrl,
      secret,
      sendMail: app.sendMail,
      oidc: deps.accounts.oidc,
      rateLimitPerMinute: deps.accounts.rateLimitPerMinute ?? 10,
    }),
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
      api.get("/healthz", { schema: { hide: true } }, async () => ({ status: "ok" }));
      api.get("/readyz", { schema: { hide: true } }, async (_request, reply) => {
        try {
          await deps.database.ping();
          return { status: "ok" };
        } catch {
          return reply.code(503).send({ message: "The database cannot be reached" });
        }
      });
      await api.register(partsRoutes);
      await api.register(pricingRoutes);
      await api.register(reviewsRoutes);
      await mountIdentity(api, app.identity);
      await api.register(usersRoutes);
      await api.register(adminUsersRoutes);
      await api.register(profileRoutes);
      await api.register(ordersRoutes);
      await api.register(paymentsRoutes);
      await api.register(imagesRoutes);
    },
    { prefix: "/api" },
  );

  if (deps.images.diskDir) await serveUploads(app, deps.images.diskDir);
  const stripe = app.payments.stripe !== undefined;
  await registerWebApp(app, deps.webRoot, {
    scripts: stripe ? ["https://js.stripe.com"] : [],
    frames: stripe ? ["https://js.stripe.com", "https://hooks.stripe.com"] : [],
    connect: stripe ? ["https://api.stripe.com"] : [],
  });
  return app;
}
