import { build } from "./build.mjs";

/*
 * `npm start`: builds the web app and the server if either is missing or out of date, then runs
 * the compiled server in this same process (no second node, no TypeScript at run time).
 * Node's flags for the server (a young generation of 4 MB per semi-space, an old generation that
 * grows by a tenth at a time) and glibc's `MALLOC_ARENA_MAX=2` keep its memory down (decisions
 * 0022, 0115). They are given where npm starts this script (package.json's "start"), as V8 and
 * glibc take them only when the process starts.
 */
try {
  build({ ifStale: true });
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
await import("../apps/server/dist/server.js");
