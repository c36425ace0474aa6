import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { messages, withRequestId } from "@shop/contract";
import { isNull } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/helper.ts";
import { multipart, pngBytes } from "../test/pictures.ts";
import { signUpAdmin } from "../test/shop.ts";
import { mailOutbox } from "./db/schema.ts";
import { createMailer } from "./mail/mailer.ts";
import { createDiskStore } from "./storage/disk-store.ts";

/*
 * The uploads and the mail outbox on a real file system of 4 MB (a tmpfs mounted for the test,
 * which needs root, as the test machines run), filled up: an upload fails with a 507 that says
 * the disk is full, the pictures and mail written before stay whole, nothing half-written is
 * left, and once space is freed the shop uploads again and the waiting mail goes out.
 */
const mountPoint = mkdtempSync(path.join(os.tmpdir(), "shop-small-disk-"));
const uploadsDir = path.join(mountPoint, "uploads");
const outboxDir = path.join(mountPoint, "outbox");
const filler = path.join(mountPoint, "filler");
let t: TestApp;
beforeAll(async () => {
  execFileSync("mount", ["-t", "tmpfs", "-o", "size=4m", "tmpfs", mountPoint]);
  t = await createTestApp({
    images: { store: createDiskStore(uploadsDir), diskDir: uploadsDir },
    mailer: createMailer({ outboxDir, from: "shop@shop.test", log: { info() {} } }),
    mailRetry: { firstDelayMs: 100, maxDelayMs: 200 },
  });
});
afterAll(async () => {
  await t?.close();
  execFileSync("umount", [mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
});

/** Writes the filler until the file system has no byte left. */
function fillDisk() {
  const chunk = Buffer.alloc(64 * 1024, 7);
  let written = Buffer.alloc(0);
  for (;;) {
    try {
      written = Buffer.concat([written, chunk]);
      writeFileSync(filler, written);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOSPC") throw err;
      // The last try left what fitted; fill the rest byte-exact with smaller writes.
      for (let size = 32 * 1024; size >= 1; size = Math.floor(size / 2)) {
        try {
          writeFileSync(filler, Buffer.alloc(size), { flag: "a" });
        } catch {
          // That size no longer fits: try half of it.
        }
      }
      return;
    }
  }
}

it("refuses an upload with a 507 when the disk is full, keeps what was written, and works again after", async () => {
  const admin = await signUpAdmin(t);
  const upload = async () =>
    t.app.inject({
      method: "POST",
      url: "/api/images",
      headers: admin.auth,
      payload: multipart("image", "wheel.png", "image/png", await pngBytes(400, 300)),
    });
  const first = await upload();
  expect(first.statusCode).toBe(201);
  const firstFile = path.join(uploadsDir, path.basename(first.json().data.url));
  const firstBytes = readFileSync(firstFile);
  await t.app.sendMail({ to: "before@example.com", subject: "Before", text: "t", html: "<p>t</p>" });
  await t.mailSent();
  const mailBefore = readdirSync(outboxDir);
  expect(mailBefore.length).toBeGreaterThanOrEqual(1);

  fillDisk();
  const full = await upload();
  expect(full.statusCode).toBe(507);
  expect(full.json()).toEqual({ message: withRequestId(messages.storageFull, String(full.headers["x-request-id"])) });
  expect(readdirSync(uploadsDir)).toEqual([path.basename(firstFile)]);
  expect(readFileSync(firstFile).equals(firstBytes)).toBe(true);

  // A mail that cannot be written waits in the database, and no piece of it is left on disk.
  await t.app.sendMail({ to: "during@example.com", subject: "During", text: "t", html: "<p>t</p>" });
  const waiting = async () => t.db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt));
  for (let i = 0; i < 100 && !(await waiting())[0]?.lastError; i++) await new Promise((r) => setTimeout(r, 50));
  expect((await waiting())[0]?.lastError).toMatch(/ENOSPC/);
  expect(readdirSync(outboxDir)).toEqual(mailBefore);

  rmSync(filler);
  expect((await upload()).statusCode).toBe(201);
  await t.mailSent();
  expect(readdirSync(outboxDir)).toHaveLength(mailBefore.length + 1);
  expect(readFileSync(firstFile).equals(firstBytes)).toBe(true);
});
