/*
 * zod asks once whether it may build its parsers with `new Function`. The shop's content security
 * policy allows no eval (decision 0004), so in the browser that question is a refused eval, which
 * Chromium reports as a policy issue on every page with a form (Lighthouse's best practices). zod
 * reads its settings from this global when it loads: set here, before any of it does (root.tsx
 * imports this first), it never asks. Only in the browser: the server's zod keeps its own.
 */
if (typeof document !== "undefined") {
  const zod = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  zod.__zod_globalConfig ??= {};
  zod.__zod_globalConfig.jitless = true;
}

export {};
