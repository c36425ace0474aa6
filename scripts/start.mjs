import { build } from "./build.mjs";

/*
 * `npm start`: builds the web app and the server if either is missing or out of date, then runs
 * the compiled server in this same process (no second node, no TypeScript at run time).
 * Node's flags for the server (a young generation of 4 MB per semi-space, and V8 favouring
 * memory over speed, decision 0022) are given where npm starts this script (package.json's
 * "start"), as V8 takes them only at start.
 */
try {
  build({ ifStale: true });
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
await import("../apps/server/dist/server.js");
