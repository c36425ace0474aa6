import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/*
 * Which packages a server process has loaded, for tests of what a start loads: the process
 * records every module it resolves (record-loads.mjs); a package kept out of the bundle is seen
 * by its node_modules path, a bundled one through the bundle file that holds it, as the build's
 * packages.json says (decision 0124).
 */
const recorder = fileURLToPath(new URL("./record-loads.mjs", import.meta.url));
const bundled = () =>
  JSON.parse(readFileSync(fileURLToPath(new URL("../dist/packages.json", import.meta.url)), "utf8")) as Record<
    string,
    string[]
  >;

/** The settings that make a server record its loads in `loadsFile`, and a reader of what it loaded so far. */
export function recordingLoads(loadsFile: string) {
  const env = { NODE_OPTIONS: `--import ${recorder}`, LOADED_MODULES_FILE: loadsFile };
  const loaded = () => {
    const inBundle = bundled();
    return new Set(
      readFileSync(loadsFile, "utf8")
        .split("\n")
        .flatMap((url) => {
          const kept = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1];
          if (kept) return [kept];
          return /\/dist\/[^/]+\.js$/.test(url) ? (inBundle[path.basename(url)] ?? []) : [];
        }),
    );
  };
  return { env, loaded };
}
