import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { messages, withRequestId } from "@shop/contract";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../test/accounts.ts";
import { createTestApp, type TestApp } from "../test/helper.ts";
import { addPart, order, signUpAdmin, stockOf } from "../test/shop.ts";
import { openDatabase } from "./db/client.ts";
import { parts } from "./db/schema.ts";

/*
 * The embedded database's folder on a real file system of 64 MB (a tmpfs mounted for the test,
 * which needs root, as the test machines run, like disk-full.test.ts; the migrated folder took
 * more than the earlier 48 MB once issue 31's migrations came), filled up: a change fails with a 507 that says the disk is full, reads go on, what was
 * written before stays whole, and once space is freed the shop writes again without a restart.
 * PostgreSQL keeps its own files (PGlite is the embedded database only): skipped there.
 */
let mountPoint = "";
const filler = () => path.join(mountPoint, "filler");

/** Writes the filler until the file system has no byte left. */
function fillDisk() {
  const chunk = Buffer.alloc(64 * 1024, 7);
  for (;;) {
    try {
      writeFileSync(filler(), chunk, { flag: "a" });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOSPC") throw err;
      // Fill the rest byte-exact with smaller writes.
      for (let size = 32 * 1024; size >= 1; size = Math.floor(size / 2)) {
        try {
          writeFileSync(filler(), Buffer.alloc(size), { flag: "a" });
        } catch {
          // That size no longer fits: try half of it.
        }
      }
      return;
    }
  }
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("the embedded database's disk full", () => {
  let t: TestApp | undefined;
  beforeAll(async () => {
    mountPoint = mkdtempSync(path.join(os.tmpdir(), "shop-small-db-disk-"));
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=64m", "tmpfs", mountPoint]);
    t = await createTestApp({ embeddedDataDir: mountPoint });
  });
  afterAll(async () => {
    await t?.close();
    execFileSync("umount", [mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  });

  it("refuses changes with a 507 while the disk is full, keeps what was written, and writes again after", async () => {
    const shop = t as TestApp;
    const admin = await signUpAdmin(shop);
    const customer = await signUpWithToken(shop);
    const addOne = (i: number) =>
      shop.app.inject({
        method: "POST",
        url: "/api/parts",
        headers: admin.auth,
        // A long description, so each part takes room of its own.
        payload: {
          name: `Disk part ${i}`,
          img: "/images/parts/chainring.svg",
          des: "d".repeat(2000),
          price: 1,
          minQuantity: 1,
          availableQuantity: 5,
        },
      });
    const part = await addPart(shop, { minQuantity: 1, availableQuantity: 10 });
    const placed = await order(shop, customer, { productId: part.id, orderQuantity: 2 });
    expect(placed.statusCode).toBe(201);
    const saved: string[] = [];

    fillDisk();
    let full: Awaited<ReturnType<typeof addOne>> | undefined;
    for (let i = 0; i < 500 && !full; i++) {
      const answer = await addOne(i);
      if (answer.statusCode === 201) saved.push(answer.json().insertedId);
      else full = answer;
    }
    expect(full?.statusCode).toBe(507);
    expect(full?.json()).toEqual({
      message: withRequestId(messages.storageFull, String(full?.headers["x-request-id"])),
    });
    // Reads go on, and what was written before is whole.
    const orderRead = await shop.app.inject({ url: `/api/orders/${placed.json().insertedId}`, headers: customer.auth });
    expect(orderRead.statusCode).toBe(200);
    expect(orderRead.json()).toMatchObject({ orderQuantity: 2, paid: false });
    expect(await stockOf(shop, part.id)).toBe(8);
    expect((await shop.app.inject("/api/readyz")).statusCode).toBe(200);

    rmSync(filler());
    const after = await addOne(10_000);
    expect(after.statusCode).toBe(201);
    saved.push(after.json().insertedId);
    expect((await order(shop, customer, { productId: part.id, orderQuantity: 1 })).statusCode).toBe(201);

    // Closed and opened again, the folder holds every part that was answered 201.
    await shop.close();
    t = undefined;
    const reopened = await openDatabase({ dataDir: mountPoint });
    try {
      const kept = await reopened.db.select({ id: parts.id }).from(parts).where(inArray(parts.id, saved));
      expect(kept).toHaveLength(saved.length);
    } finally {
      await reopened.close();
    }
  });
});
