import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { precompress, startScriptsAfterPaint } from "./build-steps.ts";

const prerender = ["/", "/home", "/blogs", "/myprotfolio"];

export default {
  appDirectory: "src",
  // A single-page app served by our API server: no server rendering at request time...
  ssr: false,
  // ...but the public pages are rendered to HTML at build, so they paint before any script runs.
  prerender,
  buildEnd({ reactRouterConfig }) {
    const clientDir = path.join(reactRouterConfig.buildDirectory, "client");
    for (const pathname of prerender) startScriptsAfterPaint(clientDir, pathname);
    // Last, so that the compressed copies hold the final pages.
    precompress(clientDir);
  },
} satisfies Config;
