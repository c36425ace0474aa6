// Run after every install (`postinstall`). @react-router/dev 7 starts Vite servers of its own with
// `envFile: false`, which Vite 8.1 and later warn about each time (five lines a build); the fix,
// `envDir: false` (the same meaning since Vite 6.3), shipped only in React Router 8, which needs
// Node 22. Until the shop moves to it, the installed copy says `envDir: false` (decision 0031).
import { readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const OLD = "envFile: false";
const NEW = "envDir: false";

/** The files of @react-router/dev's build that start a Vite server with `envFile: false`. */
export function filesToPatch(dist) {
  const found = [];
  for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.[cm]?js$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (readFileSync(file, "utf8").includes(OLD)) found.push(file);
  }
  return found;
}

/** The installed @react-router/dev's folder, as the web app resolves it. */
export function reactRouterDevFolder() {
  const web = fileURLToPath(new URL("../apps/web/package.json", import.meta.url));
  return path.dirname(createRequire(web).resolve("@react-router/dev/package.json"));
}

function patch() {
  const folder = reactRouterDevFolder();
  const { version } = JSON.parse(readFileSync(path.join(folder, "package.json"), "utf8"));
  // React Router 8 has the fix; a later 7 that still had `envFile` would be patched the same way.
  if (!version.startsWith("7.")) return;
  for (const file of filesToPatch(path.join(folder, "dist"))) {
    // A new file, renamed over the old: a copy of node_modules made with hard links keeps its own.
    const next = `${file}.patching`;
    writeFileSync(next, readFileSync(file, "utf8").replaceAll(OLD, NEW));
    renameSync(next, file);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) patch();
