import type { Page, Response } from "@playwright/test";
import { ADMIN, servicePorts } from "../../support/ports.ts";
import { type Account, apiAs, logIn, openAccountMenu, signUpByApi } from "../accounts.ts";
import { expect, test } from "../fixtures.ts";

const origin = `http://127.0.0.1:${servicePorts.shop}`;
/** A string only the chart library's code holds: the class of uPlot's legend. */
const CHART_LIBRARY_MARK = "u-legend";

async function adminToken(page: Page): Promise<Account> {
  const res = await page.request.post("/api/auth/sign-in/email", { data: ADMIN, headers: { origin } });
  expect(res.ok()).toBe(true);
  const { token } = await (await page.request.put(`/api/user/${ADMIN.email}`)).json();
  return { name: "Admin", ...ADMIN, token };
}

/** A part of this test's own, added as the admin does. */
async function addPart(page: Page, admin: Account, fields: { name: string; minQuantity: number; stock: number }) {
  const made = await apiAs(page, admin, "POST", "/api/parts", {
    name: fields.name,
    img: "/images/parts/chainring.svg",
    des: "A part for the Overview's test",
    price: 1.25,
    minQuantity: fields.minQuantity,
    availableQuantity: fields.stock,
  });
  return made.insertedId as string;
}

/** Orders and pays through the sandbox with Stripe's test card, as the payment page does. */
async function orderAndPay(page: Page, customer: Account, productId: string, orderQuantity: number) {
  const { insertedId } = await apiAs(page, customer, "POST", "/api/orders", {
    productId,
    orderQuantity,
    phone: "+1 555 0100",
    address: "7 Chain Lane",
  });
  const { clientSecret } = await apiAs(page, customer, "POST", "/api/create-payment-intent", { orderId: insertedId });
  const confirm = await page.request.post("/api/sandbox-payments/confirm", {
    data: { clientSecret, card: { number: "4242424242424242", expMonth: 12, expYear: 2099, cvc: "123" } },
  });
  const { id } = await confirm.json();
  await apiAs(page, customer, "PATCH", `/api/orders/${insertedId}`, { transactionId: id });
}

/** The text of every script the page loaded until it was `ready`, and settled. */
async function scriptsOf(page: Page, url: string, ready: () => Promise<void>) {
  const addresses: string[] = [];
  const seen = (r: Response) => {
    if (r.request().resourceType() === "script") addresses.push(r.url());
  };
  page.on("response", seen);
  await page.goto(url);
  await ready();
  await page.waitForLoadState("networkidle");
  page.off("response", seen);
  // Each script fetched again by its address: Chromium may already have dropped a response's
  // body from its memory, and reading it then fails ("No resource with given identifier").
  return Promise.all(addresses.map(async (address) => (await page.request.get(address)).text()));
}

test("an admin opens Overview from the side menu and sees the chart and the figures", async ({ page }) => {
  const stamp = Date.now().toString(36);
  const admin = await adminToken(page);
  const seller = `Overview seller ${stamp}`;
  const empty = `Overview empty shelf ${stamp}`;
  const sold = await addPart(page, admin, { name: seller, minQuantity: 1, stock: 500 });
  const emptied = await addPart(page, admin, { name: empty, minQuantity: 3, stock: 4 });
  const customer = await signUpByApi(page);
  // One unit left of a minimum order of three: nobody can order it now.
  await orderAndPay(page, customer, emptied, 3);
  // More units than any other test buys of one part: it is among the five best sellers.
  await orderAndPay(page, customer, sold, 240);
  await page.context().clearCookies();

  await page.goto("/login");
  await logIn(page, ADMIN);
  await expect(page).toHaveURL("/");
  await openAccountMenu(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Overview" }).click();
  await expect(page).toHaveURL("/deshboard/overview");
  await expect(page.getByRole("heading", { name: "Overview", exact: true })).toBeVisible();

  const chart = page.getByRole("img", { name: /^Revenue per day from .+: \$[\d,]+\.\d\d in all$/ });
  await expect(chart.locator("canvas")).toBeVisible();
  const box = await chart.locator("canvas").boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(100);
  const days = page.getByRole("table", { name: "Revenue per day (UTC)" });
  await expect(days.getByRole("row")).toHaveCount(31);
  const today = new Date().toISOString().slice(0, 10);
  const todays = await days.getByRole("row").filter({ hasText: today }).getByRole("cell").nth(1).textContent();
  expect(Number((todays ?? "").replace(/[$,]/g, ""))).toBeGreaterThanOrEqual(300);

  const statuses = page.getByRole("region", { name: "Orders by status" });
  for (const status of ["UnPaid", "Pending", "Shipped", "Refunded", "Expired"])
    await expect(statuses.getByText(status)).toBeVisible();

  const best = page.getByRole("region", { name: "Best sellers" });
  await expect(best.getByRole("row", { name: new RegExp(seller) })).toContainText("240$300.00");
  const low = page.getByRole("region", { name: "Low stock" });
  await expect(low.getByRole("row", { name: new RegExp(empty) })).toContainText("Cannot be ordered");
});

test("the chart library is loaded by the Overview only, never by the home page", async ({ page }) => {
  await adminToken(page);
  // The home page asks for its scripts once it has painted (decision 0006).
  const home = await scriptsOf(page, "/home", () => expect(page.locator("html[data-scripts]")).toBeAttached());
  expect(home.length).toBeGreaterThan(0);
  expect(home.filter((code) => code.includes(CHART_LIBRARY_MARK))).toEqual([]);
  // The same check finds it where it belongs, so it is looking for the right thing.
  const overview = await scriptsOf(page, "/deshboard/overview", () => expect(page.locator("canvas")).toBeVisible());
  expect(overview.some((code) => code.includes(CHART_LIBRARY_MARK))).toBe(true);
});
