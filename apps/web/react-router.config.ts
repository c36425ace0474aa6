import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { precompress, previewPictures } from "./build-steps.ts";

export default {
  appDirectory: "src",
  // Rendered by our API server on request (apps/server/src/http/web-app.ts), which keeps each
  // page's HTML until the catalog changes: pages hold their data and show a change at once
  // (docs/decisions/0018).
  ssr: true,
  // Every route's address is in the page: no request to the server to find a route's module.
  routeDiscovery: { mode: "initial" },
  // React Router 8's behaviours, not taken yet: said here, so the build does not warn of each.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
  async buildEnd({ reactRouterConfig }) {
    const client = path.join(reactRouterConfig.buildDirectory, "client");
    // The pictures pages name for link previews: the banner's (most pages) and the parts'.
    for (const folder of ["banner", "parts"]) await previewPictures(path.join(client, "images", folder));
    precompress(client);
  },
} satisfies Config;
