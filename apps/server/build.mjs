import { rm } from "node:fs/promises";
import { build } from "esbuild";

/*
 * The server compiled once to plain JavaScript in dist/, so that starting it runs node only:
 * no TypeScript compiler, no tsx loader in the running process. Our own code and the shared
 * contract (TypeScript source, see packages/contract) are bundled; every other package stays an
 * import that node resolves from node_modules, as they ship JavaScript and some load files
 * relative to themselves (PGlite's WebAssembly, sharp's native module).
 */
const workspacePackage = /^@shop\//;

await rm(new URL("dist", import.meta.url), { recursive: true, force: true });
await build({
  absWorkingDir: new URL(".", import.meta.url).pathname,
  entryPoints: {
    server: "src/server.ts",
    "make-admin": "src/scripts/make-admin.ts",
    backup: "src/scripts/backup.ts",
    restore: "src/scripts/restore.ts",
  },
  outdir: "dist",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  // Readable stack traces without source maps.
  minify: false,
  logLevel: "warning",
  plugins: [
    {
      name: "packages-stay-imports",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          workspacePackage.test(args.path) ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
