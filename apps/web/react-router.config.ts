import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "@react-router/dev/config";

const prerender = ["/", "/home", "/blogs", "/myprotfolio"];

/**
 * A pre-rendered page paints without its scripts; they only make it interactive. Asked for at
 * low priority, they no longer take a slow connection's bandwidth from the stylesheet and the
 * banner picture that the first paint waits for. The shell of the other pages is left alone:
 * there the scripts draw the page.
 */
function lowerScriptPriority(clientDir: string, pathname: string) {
  const file = path.join(clientDir, pathname, "index.html");
  const html = readFileSync(file, "utf8");
  writeFileSync(file, html.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"'));
}

export default {
  appDirectory: "src",
  // A single-page app served by our API server: no server rendering at request time...
  ssr: false,
  // ...but the public pages are rendered to HTML at build, so they paint before any script runs.
  prerender,
  buildEnd({ reactRouterConfig }) {
    const clientDir = path.join(reactRouterConfig.buildDirectory, "client");
    for (const pathname of prerender) lowerScriptPriority(clientDir, pathname);
  },
} satisfies Config;
