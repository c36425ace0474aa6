import type { Page } from "@playwright/test";
import { ADMIN } from "../support/ports.ts";
import { apiAs, logIn, partNamed, signInByApi, signUpByApi } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";

const PARTS = ["Endurance 12-Speed Chain", "Climber 11-34 Cassette", "Comfort Pro Saddle"];

/** The typed fields are controlled: text typed before the page's scripts run would be reset. */
const scriptsRunning = (page: Page) => expect(page.locator("html[data-scripts]")).toBeAttached();

test("a visitor fills a cart with three parts, signs in, checks out with a saved address and a shipping method, pays, and the owner ships the order", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);

  // The owner offers a shipping method, on the shipping screen. Pickup costs nothing, so the
  // other journeys' totals stay as they are whichever runs first.
  const owner = await browser.newPage({ baseURL });
  await signInByApi(owner, ADMIN);
  await owner.goto("/deshboard/shipping");
  await scriptsRunning(owner);
  const methodName = `Collect at the workshop ${suffix}`;
  const form = owner.getByRole("form", { name: "Add a shipping method" });
  await form.getByLabel("Name").fill(methodName);
  await form.getByLabel("Kind").selectOption("pickup");
  await form.getByRole("button", { name: "Add method" }).click();
  await expect(owner.getByRole("region", { name: "Shipping methods" })).toContainText(methodName);

  // A customer with a saved default address, signed out: a visitor in this browser.
  const customer = await signUpByApi(page, { name: `Carla Cart ${suffix}` });
  await apiAs(page, customer, "POST", "/api/addresses", {
    label: "Home",
    phone: "+49 30 1234567",
    address: "7 Freewheel Lane",
    country: "DE",
    isDefault: true,
  });
  await page.context().clearCookies();

  // The visitor adds three parts, from their pages.
  const parts = [];
  for (const name of PARTS) {
    const part = await partNamed(page, name);
    parts.push(part);
    await page.goto(`/parts/${part._id}`);
    await page.getByRole("link", { name: `Add ${part.name} to cart` }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId("cart-line").filter({ hasText: part.name })).toBeVisible();
  }
  await expect(page.getByTestId("cart-line")).toHaveCount(3);
  const units = parts.reduce((n, p) => n + p.minQuantity, 0);
  await expect(page.getByRole("link", { name: "Cart" })).toContainText(String(units));

  // Signing in keeps the cart: it is the account's now, on the server.
  await page.goto("/login");
  await scriptsRunning(page);
  await logIn(page, customer);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Account" })).toBeVisible();
  await page.goto("/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(3);
  const onServer = await page.request.get("/api/cart", { headers: { authorization: `Bearer ${customer.token}` } });
  expect(((await onServer.json()) as { lines: unknown[] }).lines).toHaveLength(3);

  // Checkout: the saved address is chosen, the owner's method picked, one order placed.
  await page.getByRole("link", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await scriptsRunning(page);
  await expect(page.getByRole("radio", { name: /Home: 7 Freewheel Lane/ })).toBeChecked();
  await expect(page.getByLabel("Phone Number")).toHaveValue("+49 30 1234567");
  await page.getByRole("radio", { name: methodName }).check();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/deshboard\/payment\/[0-9a-f-]{36}$/);
  const orderId = page.url().split("/").pop() ?? "";
  await expect(page.getByText("Please Pay for your 3 parts")).toBeVisible();
  for (const part of parts) await expect(page.getByRole("list", { name: "Lines" })).toContainText(part.name);

  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByText("Congrats! Your payment is Complete.")).toBeVisible();

  // My orders shows the one order with its three lines, paid; the cart is empty.
  await page.goto("/deshboard/myorders");
  const row = page.getByRole("row").filter({ hasText: parts[0]?.name ?? "" });
  await expect(row).toHaveCount(1);
  for (const part of parts) await expect(row).toContainText(part.name);
  await expect(row.getByText("Paid", { exact: true })).toBeVisible();
  await page.goto("/cart");
  await expect(page.getByText("Your cart is empty")).toBeVisible();

  // The owner opens the order's page and ships it.
  await owner.goto(`/deshboard/manageorders/${orderId}`);
  await expect(owner.getByRole("region", { name: "Order lines" })).toContainText(parts[2]?.name ?? "");
  const shipTo = owner.getByRole("region", { name: "Ship to" });
  await expect(shipTo).toContainText("7 Freewheel Lane");
  await expect(shipTo).toContainText(`Shipping method: ${methodName}`);
  await owner.getByRole("button", { name: /^Ship / }).click();
  await owner.getByRole("dialog").getByRole("button", { name: "Ship" }).click();
  await expect(owner.getByText("Shipped", { exact: true }).first()).toBeVisible();
  // Its history: placed, paid and shipped, each with its time.
  const history = owner.getByRole("list", { name: "Status history" });
  await expect(history.getByRole("listitem")).toHaveText([/^Placed/, /^Paid/, /^Shipped/]);
  await expect(history.locator("time")).toHaveCount(3);
  await owner.close();
});

test("a visitor's cart is at the checkout opened just after signing up, though a read of the empty account's cart answers after the merge", async ({
  page,
}) => {
  const part = await partNamed(page, PARTS[2] ?? "");
  await page.goto(`/cart?add=${part._id}`);
  await expect(page.getByTestId("cart-line").filter({ hasText: part.name })).toBeVisible();
  // The first read of the account's cart is taken before the merge and handed over after it.
  const isRead = (url: string, method: string) => method === "GET" && new URL(url).pathname === "/api/cart";
  let readTaken: () => void = () => {};
  const taken = new Promise<void>((resolve) => {
    readTaken = resolve;
  });
  const merged = page.waitForEvent("requestfinished", (r) => new URL(r.url()).pathname === "/api/cart/merge");
  let held = false;
  await page.route(
    (url) => url.pathname === "/api/cart",
    async (route) => {
      if (held || !isRead(route.request().url(), route.request().method())) return route.continue();
      held = true;
      const early = await route.fetch();
      readTaken();
      await merged;
      await route.fulfill({ response: early });
    },
  );
  await page.route("**/api/cart/merge", async (route) => {
    await taken;
    await route.continue();
  });
  await signUpByApi(page);
  await page.goto("/checkout");
  await merged;
  await expect(page.getByTestId("cart-line").filter({ hasText: part.name })).toBeVisible();
  await expect(page.getByText("Your cart is empty")).toHaveCount(0);
});
