import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/*
 * `node scripts/build.mjs [--if-stale] [web] [server]` builds the web app and the server (both
 * unless named). `--if-stale` builds only what is missing or out of date, so
 * a start with nothing changed builds nothing. Out of date means: the hash of every input file
 * (path and content) differs from the one written beside the output after its last build.
 * Content, not modification times: a checkout, a copy or an unpacked archive can give old files
 * new times and new files old ones. Hashing the few hundred source files takes milliseconds.
 */
const root = fileURLToPath(new URL("..", import.meta.url));
const STAMP = ".build-stamp";
const shared = ["packages/contract/src", "package-lock.json", "tsconfig.base.json"];

export const targets = [
  {
    name: "web app",
    id: "web",
    workspace: "apps/web",
    output: "apps/web/build",
    inputs: ["apps/web", ...shared],
  },
  {
    name: "server",
    id: "server",
    workspace: "apps/server",
    output: "apps/server/dist",
    inputs: ["apps/server/src", "apps/server/build.mjs", "apps/server/package.json", ...shared],
  },
];

// Outputs, dependencies and generated types are no input; neither are tests, which are not built.
const SKIPPED_DIRS = new Set(["node_modules", "build", "dist", "data"]);
const isInput = (name) => !name.startsWith(".") && !/\.test\.tsx?$/.test(name);

/** Every input file under `relative` (itself if it is a file), in a stable order. */
function* files(relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    yield relative;
    return;
  }
  const entries = readdirSync(full, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entry of entries) {
    if (!isInput(entry.name) || (entry.isDirectory() && SKIPPED_DIRS.has(entry.name))) continue;
    yield* files(path.join(relative, entry.name));
  }
}

export function inputHash(target) {
  const hash = createHash("sha256");
  for (const file of target.inputs.flatMap((input) => [...files(input)])) {
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(root, file)))
      .update("\0");
  }
  return hash.digest("hex");
}

const stampFile = (target) => path.join(root, target.output, STAMP);
export const isStale = (target, hash = inputHash(target)) =>
  !existsSync(stampFile(target)) || readFileSync(stampFile(target), "utf8") !== hash;

/** Builds the targets named in `only` (default all), with `ifStale` only stale ones; throws if one fails. */
export function build({ ifStale = false, only = [] } = {}) {
  for (const target of targets.filter((t) => only.length === 0 || only.includes(t.id))) {
    const hash = inputHash(target);
    if (ifStale && !isStale(target, hash)) continue;
    console.log(`Building the ${target.name}${ifStale ? " (missing or out of date)" : ""}...`);
    // A build that fails half-way must not leave the last good build's stamp beside its output.
    rmSync(stampFile(target), { force: true });
    // Through the npm that runs us when there is one, else the one on PATH.
    const npm = process.env.npm_execpath?.endsWith("npm-cli.js") ? process.env.npm_execpath : undefined;
    const result = npm
      ? spawnSync(process.execPath, [npm, "run", "build", "-w", target.workspace], { cwd: root, stdio: "inherit" })
      : spawnSync("npm", ["run", "build", "-w", target.workspace], { cwd: root, stdio: "inherit" });
    if (result.status !== 0) throw new Error(`Building the ${target.name} failed`);
    // The hash of the inputs as they were when the build began: a change made meanwhile rebuilds.
    writeFileSync(stampFile(target), hash);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const args = process.argv.slice(2);
    build({ ifStale: args.includes("--if-stale"), only: args.filter((a) => !a.startsWith("--")) });
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
