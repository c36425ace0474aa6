import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/*
 * Tests that run the server as its own process run what `npm start` runs: the compiled bundle in
 * dist/. Built here once per test run, and only when the source changed since the last build.
 */
export default function setup() {
  const script = fileURLToPath(new URL("../../../scripts/build.mjs", import.meta.url));
  const result = spawnSync(process.execPath, [script, "--if-stale", "server"], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`building the server failed:\n${result.stdout}${result.stderr}`);
}
