import fs, { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import * as tar from "tar";
import { afterAll, expect, it, vi } from "vitest";
import { type Database, embeddedDir, openDatabase } from "./client.ts";
import { embeddedSettings, TAR_READ_SIZE } from "./embedded.ts";

/*
 * The embedded database's memory (decision 0022): it opens with small PostgreSQL buffers, and a
 * new one is created (initdb) outside this process, which would otherwise keep the memory of
 * a second WebAssembly instance for good.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-embedded-"));
let database: Database | undefined;

afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const show = async (db: Database, setting: string) => {
  const result = (await db.db.execute(sql.raw(`show ${setting}`))) as { rows: Record<string, unknown>[] };
  return String(Object.values(result.rows[0] ?? {})[0]);
};

it("creates a new embedded database aside, and opens it with the shop's settings", async () => {
  const before = process.memoryUsage().external;
  database = await openDatabase({ dataDir });
  expect(existsSync(path.join(embeddedDir(dataDir), "PG_VERSION"))).toBe(true);
  for (const [setting, value] of Object.entries(embeddedSettings)) expect(await show(database, setting)).toBe(value);
  // The WebAssembly memory of the one instance: about 130 MB. initdb run in this process left
  // about 600 MB.
  expect((process.memoryUsage().external - before) / 2 ** 20).toBeLessThan(300);

  // Opened again, the same files and the same settings.
  await database.close();
  database = await openDatabase({ dataDir });
  expect(await show(database, "shared_buffers")).toBe(embeddedSettings.shared_buffers);
});

it("snapshots its files a megabyte at a time, its 16 MB WAL segment too", async () => {
  // node-tar read a whole file of up to 16 MB at once, and the shop kept that memory (decision 0119).
  const db = database ?? (await openDatabase({ dataDir }));
  database = db;
  const file = path.join(dataDir, "snapshot.tar");
  const read = vi.spyOn(fs, "read");
  try {
    await db.snapshot?.(file);
    const asked = read.mock.calls.map((call) => (call as unknown[])[3] as number);
    expect(asked.reduce((sum, n) => sum + n, 0)).toBeGreaterThan(16 * 2 ** 20);
    expect(Math.max(...asked)).toBeLessThanOrEqual(TAR_READ_SIZE);
  } finally {
    read.mockRestore();
  }
  const names: string[] = [];
  await tar.list({ file, onReadEntry: (entry) => names.push(entry.path) });
  expect(names).toContain("PG_VERSION");
  expect(names.some((name) => name.startsWith("pg_wal/0"))).toBe(true);
});

it("lets the event loop go round between two embedded queries, so a queue of them holds up no timer", async () => {
  // In memory: PGlite runs each query in this thread (decision 0104).
  const inMemory = await openDatabase({});
  try {
    let answered = 0;
    const queries = Array.from({ length: 10 }, () =>
      inMemory.db.execute(sql`select count(*) from generate_series(1, 100000)`).then(() => {
        answered++;
      }),
    );
    // Set while all ten wait: without turns it fired only once the last had answered.
    const answeredAtTimer = await new Promise<number>((resolve) => setTimeout(() => resolve(answered), 0));
    await Promise.all(queries);
    expect(answered).toBe(10);
    expect(answeredAtTimer).toBeLessThanOrEqual(2);
  } finally {
    await inMemory.close();
  }
});
