import fs, { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as tar from "tar";
import { afterAll, expect, it, vi } from "vitest";
import { TAR_READ_SIZE } from "../db/embedded.ts";
import { restoreBackup, writeBackup } from "./archive.ts";

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

it("reads the files it packs a megabyte at a time, however large they are", async () => {
  // node-tar's default read of up to 16 MB a file left that much in malloc's memory, which the
  // shop keeps: 26 MB more after each backup (decision 0119).
  const work = path.join(root, "large");
  const uploadsDir = path.join(work, "uploads");
  mkdirSync(uploadsDir, { recursive: true });
  writeFileSync(path.join(uploadsDir, "wheel.webp"), Buffer.alloc(3 * TAR_READ_SIZE + 7, 1));
  const source = {
    snapshot: async (file: string) => writeFileSync(file, Buffer.alloc(5 * TAR_READ_SIZE, 2)),
    uploadsDir,
  };
  const out = path.join(root, "large.tar.gz");
  const read = vi.spyOn(fs, "read");
  try {
    await writeBackup(source, fs.createWriteStream(out), work);
    const asked = read.mock.calls.map((call) => (call as unknown[])[3] as number);
    // The database's tar and the picture were read, and no read asked for more than a megabyte.
    expect(asked.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(8 * TAR_READ_SIZE);
    expect(Math.max(...asked)).toBeLessThanOrEqual(TAR_READ_SIZE);
  } finally {
    read.mockRestore();
  }
  const names: string[] = [];
  await tar.list({ file: out, onReadEntry: (entry) => names.push(entry.path) });
  expect(names).toEqual(expect.arrayContaining(["backup.json", "database.tar", "uploads/wheel.webp"]));
});
