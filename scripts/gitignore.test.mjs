import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

test("git ignores backups written into the repository's folder, as the README shows, and their unfinished copies", () => {
  const paths = ["shop-2026-01-31.tar.gz", "shop-2026-01-31.tar.gz.partial", "backups/nightly.tar.gz"];
  // check-ignore names each ignored path given; --no-index judges paths that do not exist.
  const ignored = execFileSync("git", ["check-ignore", "--no-index", ...paths], { cwd: root, encoding: "utf8" });
  assert.deepEqual(ignored.trim().split("\n"), paths);
});
