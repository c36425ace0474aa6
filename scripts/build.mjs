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
 * Content decides, not modification times alone: a checkout, a copy or an unpacked archive can
 * give old files new times and new files old ones. But reading and hashing the inputs took a
 * tenth of a second of every start's CPU, so the stamp also keeps each file's size and time as
 * they were hashed, and while every file still has those (and none was written within a few
 * seconds of that, which a coarse clock could hide), nothing is read; as git trusts its index.
 */
const defaultRoot = fileURLToPath(new URL("..", import.meta.url));
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
function* files(relative, root) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) yield* filesIn(relative, root);
  else yield relative;
}

/** The input files of a folder: the folder's listing says what each entry is, with no call per file. */
function* filesIn(folder, root) {
  const entries = readdirSync(path.join(root, folder), { withFileTypes: true }).sort((a, b) =>
    a.name < b.name ? -1 : 1,
  );
  for (const entry of entries) {
    if (!isInput(entry.name)) continue;
    const relative = path.join(folder, entry.name);
    if (entry.isSymbolicLink()) yield* files(relative, root);
    else if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* filesIn(relative, root);
    } else yield relative;
  }
}

/** Each input file's path, size and modification time, in a stable order. */
function inputFiles(target, root) {
  return target.inputs
    .flatMap((input) => [...files(input, root)])
    .map((file) => {
      const stat = statSync(path.join(root, file));
      return { file, size: stat.size, mtimeMs: stat.mtimeMs };
    });
}

function hashOf(listed, root) {
  const hash = createHash("sha256");
  for (const { file } of listed) {
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(root, file)))
      .update("\0");
  }
  return hash.digest("hex");
}

/** The files as their sizes and times say they are: a digest of the list. */
function statsOf(listed) {
  const digest = createHash("sha256");
  for (const { file, size, mtimeMs } of listed) digest.update(`${file}\0${size}\0${mtimeMs}\0`);
  return digest.digest("hex");
}

/** Filesystems whose clock counts in seconds (or two) cannot tell a write just after the hash from one just before. */
const RACY_MS = 3000;

/**
 * The inputs as they are now, to be written as the stamp once a build of them has succeeded:
 * their hash, the digest of their sizes and times, and when these were read.
 */
export function inputState(target, root = defaultRoot) {
  const at = Date.now();
  const listed = inputFiles(target, root);
  return { hash: hashOf(listed, root), stats: statsOf(listed), at };
}

const stampFile = (target, root) => path.join(root, target.output, STAMP);
const readStamp = (target, root) => {
  try {
    return JSON.parse(readFileSync(stampFile(target, root), "utf8"));
  } catch {
    return undefined;
  }
};
export const writeStamp = (target, state, root = defaultRoot) =>
  writeFileSync(stampFile(target, root), JSON.stringify(state));

/**
 * Whether the output is missing or was built from other inputs. Only when the sizes and times
 * differ from the stamp's are the files read; if their content is the same all the same (a
 * checkout that touched them), the stamp takes their new sizes and times, so the next start reads
 * nothing again.
 */
export function isStale(target, root = defaultRoot) {
  const stamp = readStamp(target, root);
  if (typeof stamp?.hash !== "string") return true;
  const listed = inputFiles(target, root);
  const racy = listed.some(({ mtimeMs }) => mtimeMs >= stamp.at - RACY_MS);
  const stats = statsOf(listed);
  if (!racy && stats === stamp.stats) return false;
  if (hashOf(listed, root) !== stamp.hash) return true;
  try {
    writeStamp(target, { hash: stamp.hash, stats, at: Date.now() }, root);
  } catch {
    // A build folder that cannot be written (read-only) only costs the next start this hash.
  }
  return false;
}

/** Builds the targets named in `only` (default all), with `ifStale` only stale ones; throws if one fails. */
export function build({ ifStale = false, only = [] } = {}) {
  for (const target of targets.filter((t) => only.length === 0 || only.includes(t.id))) {
    if (ifStale && !isStale(target)) continue;
    // The inputs as they were when the build began: a change made meanwhile rebuilds.
    const state = inputState(target);
    console.log(`Building the ${target.name}${ifStale ? " (missing or out of date)" : ""}...`);
    // A build that fails half-way must not leave the last good build's stamp beside its output.
    rmSync(stampFile(target, defaultRoot), { force: true });
    // Through the npm that runs us when there is one, else the one on PATH.
    const npm = process.env.npm_execpath?.endsWith("npm-cli.js") ? process.env.npm_execpath : undefined;
    const result = npm
      ? spawnSync(process.execPath, [npm, "run", "build", "-w", target.workspace], {
          cwd: defaultRoot,
          stdio: "inherit",
        })
      : spawnSync("npm", ["run", "build", "-w", target.workspace], { cwd: defaultRoot, stdio: "inherit" });
    if (result.status !== 0) throw new Error(`Building the ${target.name} failed`);
    writeStamp(target, state);
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
