import compress from "@fastify/compress";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyServerOptions } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Database, Db } from "./db/client.ts";
import { partsRoutes } from "./features/parts/routes.ts";
import { pricingRoutes } from "./features/pricing/routes.ts";
import { reviewsRoutes } from "./features/reviews/routes.ts";
import { registerErrorHandler } from "./http/errors.ts";
import { createPublicCache, type PublicCache } from "./http/public-cache.ts";
import { registerWebApp } from "./http/web-app.ts";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    publicCache: PublicCache;
  }
}

export type AppDeps = {
  database: Database;
  /** Folder of the built web app; omitted in API tests. */
  webRoot?: string;
  logger?: FastifyServerOptions["logger"];
};

/** Builds the whole application without listening: the entry point and the tests share it. */
export async function buildApp(deps: AppDeps) {
  const app = Fastify({ logger: deps.logger ?? false, return503OnClosing: true });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("db", deps.database.db);
  app.decorate("publicCache", createPublicCache());
  registerErrorHandler(app);

  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(swagger, {
    openapi: { info: { title: "Bicycle parts shop API", version: "1.0.0" }, servers: [{ url: "/" }] },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });

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
    },
    { prefix: "/api" },
  );

  await registerWebApp(app, deps.webRoot);
  return app;
}
