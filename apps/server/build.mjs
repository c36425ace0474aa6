import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";

/*
 * The server compiled once to plain JavaScript in dist/, so that starting it runs node only:
 * no TypeScript compiler, no tsx loader in the running process. Our own code, the shared
 * contract and the libraries are bundled: node then reads a few files at a start instead of
 * resolving, reading and compiling some 900 modules one by one, about a fifth of a second of
 * every start (issue 30, docs/decisions/0124). The packages in `kept` stay imports that node
 * resolves from node_modules.
 */
const kept = new Set([
  // WebAssembly and native modules, found beside their own JavaScript.
  "@electric-sql/pglite",
  "sharp",
  "@node-rs/argon2",
  // Loaded only when used (payments by card, pictures in a bucket, invoices): no start pays
  // for them, and bundling would only copy them.
  "stripe",
  "@aws-sdk/client-s3",
  "pdfkit",
  // The web app's server build imports these itself: one copy of React and its router.
  "react-router",
  "react",
  "react-dom",
  // Starts worker threads from files of its own when a transport is set.
  "pino",
  // pg's optional native binding, never installed.
  "pg-native",
]);
const packageOf = (specifier) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

const serverDir = new URL(".", import.meta.url).pathname;
const outdir = path.join(serverDir, "dist");

/*
 * Each output file learns where it is (every one lies in dist/); a CommonJS `require` is made for
 * the bundled CommonJS code that requires node's own modules.
 */
const banner = [
  'import { createRequire as __createRequire } from "node:module";',
  'import { dirname as __dirnameOf, join as __joinPath } from "node:path";',
  'import { fileURLToPath as __fileURLToPath } from "node:url";',
  "const require = __createRequire(import.meta.url);",
  "const __bundleDir = __dirnameOf(__fileURLToPath(import.meta.url));",
].join(" ");

await rm(outdir, { recursive: true, force: true });
const { metafile } = await build({
  absWorkingDir: serverDir,
  entryPoints: {
    server: "src/server.ts",
    "make-admin": "src/scripts/make-admin.ts",
    backup: "src/scripts/backup.ts",
    restore: "src/scripts/restore.ts",
  },
  outdir,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  // Readable stack traces without source maps.
  minify: false,
  logLevel: "warning",
  banner: { js: banner },
  metafile: true,
  plugins: [
    {
      name: "kept-packages-stay-imports",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          kept.has(packageOf(args.path)) ? { path: args.path, external: true } : undefined,
        );
      },
    },
    {
      // A bundled library that reads files beside its own code (swagger-ui's page and logo)
      // finds them where they are in node_modules: its `__dirname` and `__filename` are its
      // own folder and file, reached from the bundle's folder, not the bundle's.
      name: "libraries-keep-their-folder",
      setup(b) {
        b.onLoad({ filter: /[\\/]node_modules[\\/].*\.c?js$/ }, async (args) => {
          const source = await readFile(args.path, "utf8");
          if (!/\b__(dirname|filename)\b/.test(source)) return undefined;
          const folder = JSON.stringify(path.relative(outdir, path.dirname(args.path)));
          const file = JSON.stringify(path.basename(args.path));
          return {
            contents: `var __dirname = __joinPath(__bundleDir, ${folder}), __filename = __joinPath(__dirname, ${file});\n${source}`,
            loader: "js",
          };
        });
      },
    },
  ],
});

/*
 * Which packages each output file holds (packages.json): the bundle no longer says by its file
 * names which libraries a process has loaded; a test of what a start loads reads it here.
 */
const packagesIn = {};
for (const [file, output] of Object.entries(metafile.outputs)) {
  const names = new Set();
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
    const name = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1];
    if (name && bytesInOutput > 0) names.add(name);
  }
  packagesIn[path.basename(file)] = [...names].sort();
}
await writeFile(path.join(outdir, "packages.json"), `${JSON.stringify(packagesIn, null, 1)}\n`);
