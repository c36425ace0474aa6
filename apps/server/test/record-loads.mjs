import { register } from "node:module";

/*
 * Given to a server process with `--import`: writes every module it resolves (import and
 * import(), not a package's own require calls) to the file LOADED_MODULES_FILE names, one URL a
 * line, for tests about what a start loads and what waits for its first use.
 */
register("./record-loads-hooks.mjs", import.meta.url);
