import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { ADMIN_PASSWORD, type ServerProcess, startServer } from "@shop/server/testing";
import { freshEmail } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";

/*
 * Stock holds end (decision 0012): a shop of its own with ORDER_HOLD_MINUTES at 12 seconds, so an
 * unpaid order expires while the test waits. The shop every other test uses keeps the default.
 */
const HOLD_SECONDS = 12;
let shop: ServerProcess;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-e2e-hold-"));

test.describe.configure({ timeout: 120_000 });
test.beforeAll(async () => {
  test.setTimeout(240_000);
  shop = await startServer({ dataDir, env: { ORDER_HOLD_MINUTES: String(HOLD_SECONDS / 60) } });
});
test.afterAll(async () => {
  shop.child.kill("SIGTERM");
  await shop.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

/** Signs in on that shop (the browser context gets the session) and answers an access token. */
async function signedIn(request: APIRequestContext, email: string, password: string, signUp: boolean) {
  const res = await request.post(`${shop.url}/api/auth/${signUp ? "sign-up" : "sign-in"}/email`, {
    data: { name: "Hold Rider", email, password, callbackURL: "/verified" },
    headers: { origin: shop.url },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const exchange = await request.put(`${shop.url}/api/user/${email}`);
  return ((await exchange.json()) as { token: string }).token;
}

async function orderPart(request: APIRequestContext, token: string, partId: string) {
  const res = await request.post(`${shop.url}/api/orders`, {
    data: { productId: partId, phone: "+1 555 0142", address: "9 Hub Street" },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(201);
}

test("an unpaid order expires: 'Expired' with no Payment button, for its owner and the admin", async ({
  page,
  browser,
}) => {
  const [part, other] = (await (await page.request.get(`${shop.url}/api/parts?limit=2`)).json()) as {
    _id: string;
    name: string;
  }[];
  if (!part || !other) throw new Error("the shop has no parts");
  const token = await signedIn(page.request, freshEmail(), "secret123", true);
  await orderPart(page.request, token, part._id);
  await page.waitForTimeout(HOLD_SECONDS * 1000 + 500);
  // A second order, placed just now, still holds its units and can be paid.
  await orderPart(page.request, token, other._id);

  await page.goto(`${shop.url}/deshboard/myorders`);
  const expired = page.getByRole("row").filter({ hasText: part.name });
  await expect(expired.getByText("Expired", { exact: true })).toBeVisible();
  await expect(expired.getByRole("link", { name: "Payment" })).toHaveCount(0);
  await expect(expired.getByRole("button", { name: /Delete/ })).toBeVisible();
  const live = page.getByRole("row").filter({ hasText: other.name });
  await expect(live.getByRole("link", { name: "Payment" })).toBeVisible();
  await expect(live.getByText("Expired", { exact: true })).toHaveCount(0);

  // The admin's Manage Order's says 'Expired' where it would say 'UnPaid'.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signedIn(adminPage.request, "admin@example.com", ADMIN_PASSWORD, false);
  await adminPage.goto(`${shop.url}/deshboard/manageorders`);
  const row = adminPage.getByRole("row").filter({ hasText: part.name }).filter({ hasText: "Hold Rider" });
  await expect(row.getByText("Expired", { exact: true })).toBeVisible();
  await expect(row.getByText("UnPaid", { exact: true })).toHaveCount(0);
  await adminContext.close();
});
