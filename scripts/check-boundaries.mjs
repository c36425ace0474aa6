#!/usr/bin/env node
/*
 * The import rules the layout depends on, kept by a check rather than by review (run by `npm run
 * lint`):
 * - a feature imports no other feature, except in the directions listed in ALLOWED_USES, and then
 *   only what the other exports from its `index.ts`;
 * - on the server, only the HTTP layer (src/http, app.ts) and route files (routes.ts,
 *   *-routes.ts) speak HTTP: elsewhere code throws the domain's errors, never `httpError` or a
 *   status number (tests aside);
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
  // A part's and a review's picture must be one of the shop's own; the catalog (issue 28) reads
  // and shows parts, filtered, sorted and searched.
  "apps/server/src/features/parts": ["apps/server/src/features/images", "apps/server/src/features/catalog"],
  // An imported catalog file's pictures must be the shop's own too.
  "apps/server/src/features/catalog": ["apps/server/src/features/images"],
  "apps/server/src/features/reviews": ["apps/server/src/features/images"],
  // A discount code (issue 31) may cover a category with its subcategories; the cart and the
  // checkout price and use codes.
  "apps/server/src/features/promotions": ["apps/server/src/features/catalog"],
  // A payment queues its order's invoice, a refund issues a credit note, and an order's answer
  // names its documents (issue 31).
  "apps/server/src/features/orders": ["apps/server/src/features/promotions", "apps/server/src/features/invoices"],
  // The fit filter (issue 32) is hooked into the catalog's query.
  "apps/server/src/features/fit": ["apps/server/src/features/catalog"],
  // A web order changes stock, so the orders feature refreshes the parts' queries by their keys.
  "apps/web/src/features/orders": ["apps/web/src/features/parts"],
  // A part's card and page offer 'Add to cart' (issue 29).
  "apps/web/src/features/parts": ["apps/web/src/features/cart"],
  // The catalog's queries refresh with the parts' (their keys start with the parts' own).
  "apps/web/src/features/catalog": ["apps/web/src/features/parts"],
};
const SKIPPED = new Set(["node_modules", "dist", "build", ".react-router", "test-results", "playwright-report"]);
const SOURCE = /\.(?:[cm]?[jt]s|tsx)$/;
// `import x from "y"`, `export { x } from "y"`, `import "y"`, `import("y")`.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g;

/** Where the server may write HTTP statuses. */
const SERVER_SOURCE = "apps/server/src";
const HTTP_LAYER = ["apps/server/src/http", "apps/server/src/app.ts"];
const ROUTES_FILE = /(?:^|\/|-)routes\.ts$/;
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;
/**
 * Code that makes an HTTP answer: httpError itself, a reply's status set to a number, or a
 * status field given a 1xx-5xx number. Reading a status (a client checking what a server
 * answered) is not making one; comments are not code.
 */
const SPEAKS_HTTP = [
  /\bhttpError\b/,
  /\.(?:code|status)\(\s*[1-5]\d\d\b/,
  /\b(?:status|statusCode)\s*(?::|=(?!=))\s*[1-5]\d\d\b/,
];
const COMMENT = /\/\*[\s\S]*?\*\/|(?<![:"'`\\])\/\/.*$/gm;

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
    const http = speaksHttpOutsideItsLayer(file, text);
    if (http) violations.push(`${file}: ${http}`);
    for (const [, specifier] of text.matchAll(SPECIFIER)) {
      const problem = check(file, specifier);
      if (problem) violations.push(`${file}: ${problem}`);
    }
  }
  return violations;
}

function speaksHttpOutsideItsLayer(file, text) {
  if (!under(file, SERVER_SOURCE) || TEST_FILE.test(file) || ROUTES_FILE.test(file)) return undefined;
  if (HTTP_LAYER.some((layer) => under(file, layer))) return undefined;
  const code = text.replace(COMMENT, "");
  const found = SPEAKS_HTTP.map((pattern) => code.match(pattern)).find(Boolean);
  return found
    ? `speaks HTTP ("${found[0]}") outside the HTTP layer and route files; throw a domain error (shared/domain-errors.ts)`
    : undefined;
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
    console.error(`\n${violations.length} file(s) break the layout's rules (scripts/check-boundaries.mjs).`);
    process.exit(1);
  }
}
