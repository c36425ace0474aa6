import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as tar from "tar";
import { afterAll, expect, it } from "vitest";
import { restoreBackup } from "./archive.ts";

const root = mkdtempSync(path.join(os.tmpdir(), "shop-archive-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it("refuses a crafted file: writes nothing outside DATA_DIR and leaves DATA_DIR empty", async () => {
  const work = path.join(root, "work");
  mkdirSync(work);
  writeFileSync(path.join(root, "escape.txt"), "from outside");
  writeFileSync(path.join(work, "backup.json"), JSON.stringify({ format: "bike-parts-shop-backup", version: 1 }));
  writeFileSync(path.join(work, "database.tar"), "not a database");
  const file = path.join(root, "crafted.tar.gz");
  const entries = ["backup.json", "database.tar", "../escape.txt"];
  await tar.create({ gzip: true, cwd: work, file, preservePaths: true }, entries);
  rmSync(path.join(root, "escape.txt"));

  const dataDir = path.join(root, "data");
  await expect(restoreBackup(file, dataDir)).rejects.toThrow();
  expect(readdirSync(dataDir)).toEqual([]);
  expect(existsSync(path.join(root, "escape.txt"))).toBe(false);
});

it("refuses a file that is not a backup of this shop, and a cut-off one", async () => {
  const work = path.join(root, "other");
  mkdirSync(work);
  writeFileSync(path.join(work, "database.tar"), "x".repeat(100_000));
  const other = path.join(root, "other.tar.gz");
  await tar.create({ gzip: true, cwd: work, file: other }, ["database.tar"]);
  await expect(restoreBackup(other, path.join(root, "data-2"))).rejects.toThrow("not a backup of this shop");
  expect(readdirSync(path.join(root, "data-2"))).toEqual([]);

  const cut = path.join(root, "cut.tar.gz");
  writeFileSync(cut, readFileSync(other).subarray(0, 60));
  await expect(restoreBackup(cut, path.join(root, "data-3"))).rejects.toThrow();
  expect(readdirSync(path.join(root, "data-3"))).toEqual([]);
});
