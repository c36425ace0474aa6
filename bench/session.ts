import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { accessToken, adminToken } from "@shop/server/testing";
import type { ShopProcess } from "./shop-process.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * A realistic session on a running shop: ten customers sign up, open the pages (rendered on the
 * server), order, open their orders and payment pages; the owner opens every admin screen with
 * its lists, the overview, exports the orders as CSV and, on the embedded database, takes two
 * backups (on PostgreSQL, pg_dump does that apart from the shop). Answers the server's resident
 * memory after each step, so what a step holds on to shows.
 */
export async function realisticSession(shop: ShopProcess): Promise<[string, number][]> {
  const steps: [string, number][] = [["started", shop.rssMb()]];
  const step = (name: string) => steps.push([name, shop.rssMb()]);
  const get = async (url: string, token?: string) => {
    const res = await fetch(`${shop.url}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
    await res.arrayBuffer();
  };
  const parts = (await (await fetch(`${shop.url}/api/parts?limit=14`)).json()) as { _id: string }[];
  for (const page of ["/", "/parts", "/login", "/signup", "/blogs", "/myprotfolio", "/sitemap.xml"]) await get(page);
  for (const part of parts) await get(`/parts/${part._id}`);
  step("public pages");

  for (let i = 0; i < 10; i++) {
    const email = `session${i}${Date.now().toString(36)}@example.com`;
    const token = await accessToken(shop.url, email, "secret123", true);
    for (const part of parts.slice(i, i + 3)) {
      const placed = await fetch(`${shop.url}/api/orders`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ productId: part._id, phone: "+1 555 0100", address: "2 Spoke Street" }),
      });
      const { insertedId } = (await placed.json()) as { insertedId: string };
      await get(`/Order/${part._id}`);
      await get(`/api/orders/${insertedId}`, token);
      await get("/api/payments/config");
    }
    await get(`/api/orders?email=${email}`, token);
    await get(`/api/userInfo/${email}`, token);
  }
  step("ten customers' orders");

  const admin = await adminToken(shop.url);
  for (const url of ["/api/users", "/api/allorders", "/api/allorders?status=UnPaid", "/api/parts?limit=100"])
    await get(url, admin);
  await get("/api/admin/overview", admin);
  step("admin screens");
  await get("/api/allorders/export.csv", admin);
  step("export");
  if (shop.databaseUrl) return steps;
  const backups = mkdtempSync(path.join(tmpdir(), "shop-session-backups-"));
  try {
    for (const name of ["first.tar.gz", "second.tar.gz"]) {
      execFileSync(process.execPath, ["apps/server/dist/backup.js", path.join(backups, name)], {
        cwd: root,
        env: { ...process.env, DATA_DIR: shop.dataDir, DATABASE_URL: "" },
        stdio: "ignore",
      });
      step(`backup ${name}`);
    }
  } finally {
    rmSync(backups, { recursive: true, force: true });
  }
  return steps;
}
