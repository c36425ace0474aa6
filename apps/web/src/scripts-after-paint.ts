/**
 * A page that is whole without its scripts needs them only to become interactive. React Router
 * has the browser fetch about twenty modules at once and start the app as soon as they arrive,
 * so on a slow phone they take bandwidth from the stylesheet and the banner, and the main thread
 * from the banner's first paint. Here the page's start-up script waits for the page's load event
 * and its first paint, then preloads the same modules and imports them in the same order
 * (docs/decisions/0006). Run by the server render (entry.server.tsx) on the public pages.
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const START_UP_SCRIPT = /<script type="module" async="">([^<]*)<\/script>/;

export function scriptsAfterPaint(html: string): string {
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const startUp = START_UP_SCRIPT.exec(html);
  // Fail loudly, not with a page that never starts, if a React Router release writes these differently.
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
