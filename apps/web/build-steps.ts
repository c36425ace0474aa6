import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * A pre-rendered page is complete without its scripts: they only make it interactive. React
 * Router has the browser fetch about twenty modules at once and start the app as soon as they
 * arrive, so on a slow phone they take bandwidth from the stylesheet and the banner, and the
 * main thread from the banner's first paint. Here the page's start-up script waits for the page's
 * load event and the paint after it, then preloads the same modules and imports them in the same
 * order. The shell of the other pages is left alone: there the scripts draw the page.
 */
export function startScriptsAfterPaint(clientDir: string, pathname: string) {
  const file = path.join(clientDir, pathname, "index.html");
  writeFileSync(file, scriptsAfterPaint(readFileSync(file, "utf8")));
}

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const START_UP_SCRIPT = /<script type="module" async="">([^<]*)<\/script>/;

function scriptsAfterPaint(html: string): string {
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const startUp = START_UP_SCRIPT.exec(html);
  // Fail the build, not the page, if a React Router release writes these differently.
  if (modules.length === 0 || !startUp?.[1])
    throw new Error("React Router's module preloads or start-up script not found");
  const imports = startUp[1]
    .replace(/^import "([^"]+)";/gm, 'await import("$1");')
    .replace(/^import \* as (\w+) from "([^"]+)";/gm, 'const $1 = await import("$2");');
  if (/^import\s/m.test(imports))
    throw new Error("React Router's start-up script has an import this step does not know");
  const script = [
    'if (document.readyState !== "complete") await new Promise((loaded) => addEventListener("load", loaded, { once: true }));',
    // The first contentful paint as the browser records it: two frames after loading are not
    // enough, since Chromium may present that paint later. Two frames where no paint is recorded.
    "await new Promise((painted) => {",
    '  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => requestAnimationFrame(painted));',
    "  new PerformanceObserver((list, observer) => {",
    '    if (list.getEntriesByName("first-contentful-paint").length === 0) return;',
    "    observer.disconnect();",
    "    painted();",
    '  }).observe({ type: "paint", buffered: true });',
    "});",
    `for (const href of ${JSON.stringify(modules)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    imports,
  ].join("\n");
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(START_UP_SCRIPT, () => `<script type="module" async="">${script}</script>`);
}

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/**
 * Writes a brotli (`.br`, best quality) and a gzip (`.gz`) copy beside every text file of the
 * build. The server sends these as they are: about a sixth fewer bytes than compressing on the
 * fly at the fast setting it can afford per request, and no compression work while a page loads.
 */
export function precompress(dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      precompress(file);
    } else if (COMPRESSIBLE.test(entry.name)) {
      const content = readFileSync(file);
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
      );
      writeFileSync(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
    }
  }
}
