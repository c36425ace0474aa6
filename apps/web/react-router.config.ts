import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { precompress } from "./build-steps.ts";

export default {
  appDirectory: "src",
  // Rendered by our API server on request (apps/server/src/http/web-app.ts), which keeps each
  // page's HTML until the catalog changes: pages hold their data and show a change at once
  // (docs/decisions/0018).
  ssr: true,
  // Every route's address is in the page: no request to the server to find a route's module.
  routeDiscovery: { mode: "initial" },
  buildEnd({ reactRouterConfig }) {
    precompress(path.join(reactRouterConfig.buildDirectory, "client"));
  },
} satisfies Config;
