import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Order, Part } from "@shop/contract";
import { afterAll, expect, it } from "vitest";
import { multipart, pngBytes } from "../../test/pictures.ts";
import {
  adminToken,
  newCustomerToken,
  postJson,
  type ServerProcess,
  startServer,
  stopServers,
} from "../../test/server-process.ts";

/*
 * `npm run backup` against a real shop process that keeps taking orders meanwhile, then
 * `npm run restore` into a new folder and a new shop started there. Embedded database only:
 * on PostgreSQL the README sends the owner to pg_dump.
 */
const serverDir = fileURLToPath(new URL("../..", import.meta.url));
const root = mkdtempSync(path.join(os.tmpdir(), "shop-backup-"));
const dirA = path.join(root, "a");
const dirB = path.join(root, "b");
const file = path.join(root, "shop.tar.gz");
const servers: ServerProcess[] = [];

afterAll(async () => {
  await stopServers(servers);
  rmSync(root, { recursive: true, force: true });
});

/** Runs `npm run backup` or `npm run restore` as the owner would, with DATA_DIR set. */
function run(script: "backup" | "restore", dataDir: string, target: string, env: Record<string, string> = {}) {
  return new Promise<{ code: number; out: string }>((resolve) => {
    execFile(
      process.execPath,
      [`dist/${script}.js`, target],
      { cwd: serverDir, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", ...env } },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, out: stdout + stderr }),
    );
  });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const json = async <T>(url: string, token?: string) =>
  (await fetch(url, { headers: token ? bearer(token) : {} })).json() as Promise<T>;

it("backs up a running shop with orders and a picture and restores it into a new folder", async () => {
  const shopA = await startServer({ dataDir: dirA });
  servers.push(shopA);
  const admin = await adminToken(shopA.url);
  const customer = await newCustomerToken(shopA.url);

  const upload = await fetch(`${shopA.url}/api/images`, {
    method: "POST",
    headers: bearer(customer),
    body: multipart("image", "wheel.png", "image/png", await pngBytes()),
  });
  const picture = ((await upload.json()) as { data: { url: string } }).data.url;
  const added = await postJson(
    `${shopA.url}/api/parts`,
    { name: "Backed-up Wheel", img: picture, des: "kept", price: 12.5, minQuantity: 1, availableQuantity: 1000 },
    bearer(admin),
  );
  const partId = ((await added.json()) as { insertedId: string }).insertedId;
  const placeOrder = async () => {
    const res = await postJson(
      `${shopA.url}/api/orders`,
      { productId: partId, orderQuantity: 2, phone: "+1 555 0100", address: "7 Chain Lane" },
      bearer(customer),
    );
    expect(res.status).toBe(201);
    return ((await res.json()) as { insertedId: string }).insertedId;
  };
  const before = [await placeOrder(), await placeOrder()];

  // The shop keeps taking orders while the backup is made.
  let backingUp = true;
  const during: string[] = [];
  const orders = (async () => {
    while (backingUp) {
      during.push(await placeOrder());
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const backup = await run("backup", dirA, file);
  backingUp = false;
  await orders;
  expect(backup.out).toContain("Backed up the shop");
  expect(backup.code).toBe(0);
  expect(during.length).toBeGreaterThan(0);

  const refused = await run("restore", dirA, file);
  expect(refused.code).toBe(1);
  expect(refused.out).toContain(`${dirA} is not empty`);
  const restored = await run("restore", dirB, file);
  expect(restored.out).toContain("Restored");
  expect(restored.code).toBe(0);

  const shopB = await startServer({ dataDir: dirB });
  servers.push(shopB);
  const ordersA = await json<Order[]>(`${shopA.url}/api/allorders?limit=100`, admin);
  const ordersB = (await json<Order[]>(`${shopB.url}/api/allorders?limit=100`, await adminToken(shopB.url))).filter(
    (o) => o.productId === partId,
  );
  // Every order answered before the backup is there, each as it was in the shop it came from.
  for (const id of before) expect(ordersB.map((o) => o._id)).toContain(id);
  const byId = new Map(ordersA.map((o) => [o._id, o]));
  for (const order of ordersB) expect(byId.get(order._id)).toEqual(order);
  // One moment's state: the stock left and the units ordered add up to what there was.
  const partB = await json<Part>(`${shopB.url}/api/parts/${partId}`);
  expect(partB.availableQuantity + ordersB.reduce((sum, o) => sum + o.orderQuantity, 0)).toBe(1000);
  const partA = await json<Part>(`${shopA.url}/api/parts/${partId}`);
  expect({ ...partB, availableQuantity: 0 }).toEqual({ ...partA, availableQuantity: 0 });

  const pictureA = Buffer.from(await (await fetch(`${shopA.url}${picture}`)).arrayBuffer());
  const pictureB = await fetch(`${shopB.url}${picture}`);
  expect(pictureB.status).toBe(200);
  expect(Buffer.from(await pictureB.arrayBuffer()).equals(pictureA)).toBe(true);

  // While shop A runs, its folder is its own: a second shop there would corrupt the database.
  await expect(startServer({ dataDir: dirA })).rejects.toThrow("Another shop process is running on");
}, 400_000);

it("writes no file when no shop runs on DATA_DIR, and sends PostgreSQL owners to pg_dump", async () => {
  const empty = path.join(root, "nothing-here");
  const missing = path.join(root, "missing.tar.gz");
  const noShop = await run("backup", empty, missing);
  expect(noShop.code).toBe(1);
  expect(noShop.out).toContain(`no shop is running on ${empty}`);
  expect(existsSync(missing) || existsSync(`${missing}.partial`)).toBe(false);

  const postgres = await run("backup", empty, missing, { DATABASE_URL: "postgres://shop@127.0.0.1:1/shop" });
  expect(postgres.code).toBe(2);
  expect(postgres.out).toContain("pg_dump");
});
