#!/usr/bin/env node
/*
 * The import rules the layout depends on, kept by a check rather than by review (run by `npm run
 * lint`):
 * - a feature imports no other feature, except in the directions listed in ALLOWED_USES, and then
 *   only what the other exports from its `index.ts`;
 * - the web app imports nothing of the server;
 * - no package reaches into another by a relative path: it imports what the other exports.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Folders that are packages of their own (workspaces). */
const PACKAGES = ["apps/server", "apps/web", "packages/contract", "e2e", "bench"];
/** Folders whose sub-folders are features. */
const FEATURE_ROOTS = ["apps/server/src/features", "apps/web/src/features"];
/**
 * The features one feature may use ("from" -> "to"), each through the other's index. A new
 * direction is a design decision: add it here, never the other way round (no loops).
 */
const ALLOWED_USES = {
  // The overview reads order records and their shown status.
  "apps/server/src/features/overview": ["apps/server/src/features/orders"],
};
const SKIPPED = new Set(["node_modules", "dist", "build", ".react-router", "test-results", "playwright-report"]);
const SOURCE = /\.(?:[cm]?[jt]s|tsx)$/;
// `import x from "y"`, `export { x } from "y"`, `import "y"`, `import("y")`.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g;

const toPosix = (p) => p.split(path.sep).join("/");
const under = (file, folder) => file === folder || file.startsWith(`${folder}/`);

function* sourceFiles(root, dir = "") {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (SKIPPED.has(entry.name) || entry.name.startsWith(".")) continue;
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* sourceFiles(root, rel);
    else if (SOURCE.test(entry.name)) yield rel;
  }
}

/** The feature a repository-relative path belongs to, as "root/feature", or undefined. */
function featureOf(file) {
  for (const root of FEATURE_ROOTS) {
    if (!under(file, root)) continue;
    const name = file.slice(root.length + 1).split("/")[0];
    if (name && file !== `${root}/${name}`) return `${root}/${name}`;
  }
  return undefined;
}

const packageOf = (file) => PACKAGES.find((p) => under(file, p));

/** Every import that breaks a rule, as "file: message", for the repository at `root`. */
export function findViolations(root) {
  const violations = [];
  for (const file of sourceFiles(root)) {
    const text = readFileSync(path.join(root, file), "utf8");
    for (const [, specifier] of text.matchAll(SPECIFIER)) {
      const problem = check(file, specifier);
      if (problem) violations.push(`${file}: ${problem}`);
    }
  }
  return violations;
}

function check(file, specifier) {
  const own = packageOf(file);
  if (own === "apps/web" && (specifier === "@shop/server" || specifier.startsWith("@shop/server/")))
    return `the web app imports the server ("${specifier}")`;
  if (!specifier.startsWith(".")) return undefined;
  const target = toPosix(path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)));
  const theirs = packageOf(target);
  if (own === "apps/web" && theirs === "apps/server") return `the web app imports the server ("${specifier}")`;
  if (own && theirs && theirs !== own)
    return `reaches into ${theirs} by a relative path ("${specifier}"); import what it exports instead`;
  const from = featureOf(file);
  const to = featureOf(target);
  if (from && to && from !== to) {
    const names = `feature ${path.posix.basename(from)} imports feature ${path.posix.basename(to)} ("${specifier}")`;
    if (!ALLOWED_USES[from]?.includes(to)) return `${names}, a direction ALLOWED_USES does not list`;
    if (!/^index\.[cm]?[jt]sx?$/.test(target.slice(to.length + 1))) return `${names}; import its index instead`;
  }
  return undefined;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const violations = findViolations(root);
  for (const v of violations) console.error(v);
  if (violations.length > 0) {
    console.error(`\n${violations.length} import(s) break the layout's rules (scripts/check-boundaries.mjs).`);
    process.exit(1);
  }
}
