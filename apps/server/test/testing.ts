/// <reference path="../src/types/pg-utils.d.ts" />
/*
 * What the browser tests and the benchmarks may use of the server (`@shop/server/testing`):
 * starting it as a process, the local stand-ins for the services it talks to, and the few
 * database pieces the benchmarks fill tables with before a shop starts on them, and the order's
 * statement they run in pgbench. Everything else is internal.
 */
// The order's statement brings the server's code with it, which needs the app's Fastify
// decorations and the typings referenced above, wherever this module is typechecked.
import type {} from "../src/app.ts";

export { upsertUser } from "../src/auth/shop-users.ts";
export { DEFAULTS } from "../src/config.ts";
export { openDatabase } from "../src/db/client.ts";
export { bikeModels, bikeStandards, brands, categories, fitRules, parts, specDefinitions } from "../src/db/schema.ts";
export { listCatalog as listParts } from "../src/features/catalog/index.ts";
export { orderStatementFor } from "../src/features/orders/placing/place-order.ts";
export { startMailCatcher } from "./mail-catcher.ts";
export { startOidcIssuer } from "./oidc-issuer.ts";
export {
  ADMIN_PASSWORD,
  accessToken,
  addPart,
  adminToken,
  freePort,
  type ServerProcess,
  startServer,
  throwAwayDatabase,
} from "./server-process.ts";
