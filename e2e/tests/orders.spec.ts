import type { Page } from "@playwright/test";
import { ADMIN } from "../support/ports.ts";
import { partNamed, signInByApi, signUpByApi } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";

async function placeOrder(page: Page, partName: string, quantity?: number) {
  const part = await partNamed(page, partName);
  await page.goto(`/Order/${part._id}`);
  await expect(page.getByRole("heading", { name: part.name })).toBeVisible();
  await page.getByLabel("Phone Number").fill("+1 555 0199");
  await page.getByLabel("Address").fill("3 Derailleur Drive");
  if (quantity !== undefined) await page.getByLabel("Quantity").fill(String(quantity));
  await page.getByRole("button", { name: "Order", exact: true }).click();
  return part;
}

async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Pay" }).click();
}

test("a customer orders a part, pays with 4242 4242 4242 4242 and sees it paid", async ({ page }) => {
  await signUpByApi(page, { name: "Olive Orders" });
  const part = await placeOrder(page, "Endurance 12-Speed Chain", 6);
  await expect(page.getByText("Order 6 Product's Successfully")).toBeVisible();
  await expect(page.getByLabel("Phone Number")).toHaveValue("");
  await expect(page.getByLabel("Email")).not.toBeEditable();

  await page.goto("/deshboard/myorders");
  await expect(page).toHaveTitle("Orders - Bike Parts Hub");
  const row = page.getByRole("row").filter({ hasText: part.name });
  await row.getByRole("link", { name: "Payment" }).click();
  await expect(page).toHaveURL(/\/deshboard\/payment\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Hello, Olive Orders")).toBeVisible();
  await expect(page.getByText(`Please Pay for ${part.name}`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay" })).toBeEnabled();
  await payWith(page, "4242 4242 4242 4242");
  await expect(page.getByText("Congrats! Your payment is Complete.")).toBeVisible();
  const transactionId = await page.locator(".font-mono").last().textContent();
  expect(transactionId).toMatch(/^pi_sandbox_/);
  await expect(page.getByRole("button", { name: "Pay" })).toBeDisabled();

  await page.goto("/deshboard/myorders");
  await expect(row.getByText("Paid", { exact: true })).toBeVisible();
  await expect(row).toContainText(transactionId ?? "");
  await expect(row.getByRole("link", { name: "Payment" })).toHaveCount(0);
  await expect(row.getByRole("button", { name: /Delete/ })).toHaveCount(0);
});

test("after ordering, 'Pay now' leads to the payment; My orders shows date, state and hold", async ({ page }) => {
  await signUpByApi(page, { name: "Penny Paynow" });
  const part = await placeOrder(page, "Endurance 12-Speed Chain", 6);
  await expect(page.getByText("Order 6 Product's Successfully")).toBeVisible();
  await page.getByRole("link", { name: "Pay now" }).click();
  await expect(page).toHaveURL(/\/deshboard\/payment\/[0-9a-f-]{36}$/);
  await expect(page.getByText(`Please Pay for ${part.name}`)).toBeVisible();

  await page.goto("/deshboard/myorders");
  const row = page.getByRole("row").filter({ hasText: part.name });
  await expect(row.getByText("Unpaid", { exact: true })).toBeVisible();
  // A hold that ends after midnight names its day too.
  await expect(row.getByText(/^Held until\b.*\d{1,2}:\d{2}/)).toBeVisible();
  await expect(row.getByRole("cell").nth(1)).toContainText(String(new Date().getFullYear()));
});

test("the owner sees what to ship and ships it after a confirmation, with the buttons on a phone's screen", async ({
  page,
  browser,
  baseURL,
}) => {
  // A customer's payment and the owner's screens in one journey.
  test.setTimeout(120_000);
  await signUpByApi(page, { name: "Sally Shipme" });
  const part = await placeOrder(page, "Comfort Pro Saddle", 3);
  await page.getByRole("link", { name: "Pay now" }).click();
  await payWith(page, "4242 4242 4242 4242");
  await expect(page.getByText("Congrats! Your payment is Complete.")).toBeVisible();

  const owner = await browser.newPage({ baseURL, viewport: { width: 390, height: 844 } });
  await signInByApi(owner, ADMIN);
  await owner.goto(`/deshboard/manageorders?q=${encodeURIComponent(part.name)}`);
  const row = owner.getByRole("row").filter({ hasText: "Sally Shipme" });
  await expect(row).toContainText("3 Derailleur Drive");
  await expect(row).toContainText("+1 555 0199");
  await expect(row).toContainText(`$${(part.price * 3).toFixed(2)}`);
  // On a phone a cell is named by its column too (the card shows the name before the value).
  await expect(row.getByRole("cell", { name: /^(Quantity)?\s*3$/ })).toBeVisible();
  const ship = row.getByRole("button", { name: `Ship ${part.name} to Sally Shipme` });
  await ship.scrollIntoViewIfNeeded();
  await expect(ship).toBeInViewport({ ratio: 1 });
  await expect(row.getByRole("button", { name: `Refund ${part.name} to Sally Shipme` })).toBeInViewport({ ratio: 1 });

  await ship.click();
  const dialog = owner.getByRole("dialog", { name: `Ship the order of ${part.name}?` });
  await expect(dialog).toContainText("3 Derailleur Drive");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText("Shipped", { exact: true })).toHaveCount(0);
  await ship.click();
  await dialog.getByRole("button", { name: "Ship" }).click();
  await expect(row.getByText("Shipped", { exact: true })).toBeVisible();
  await owner.close();

  await page.goto("/deshboard/myorders");
  const mine = page.getByRole("row").filter({ hasText: part.name });
  await expect(mine.getByText("Shipped", { exact: true })).toBeVisible();
  await expect(mine.getByText("Paid", { exact: true })).toBeVisible();
  // With when each happened.
  await expect(mine.getByText(/^Paid \d/)).toBeVisible();
  await expect(mine.getByText(/^Shipped \d/)).toBeVisible();
});

test.describe("a declined card", () => {
  test.use({ expectedConsoleErrors: [/status of 402/] });

  test("shows the provider's message in red and leaves the order unpaid", async ({ page }) => {
    await signUpByApi(page);
    const part = await placeOrder(page, "Tapered Sealed Headset");
    await expect(page.getByText("Order 3 Product's Successfully")).toBeVisible();
    await page.goto("/deshboard/myorders");
    await page.getByRole("row").filter({ hasText: part.name }).getByRole("link", { name: "Payment" }).click();
    await payWith(page, "4000 0000 0000 0002");
    const message = page.getByText("Your card was declined.");
    await expect(message).toBeVisible();
    await expect(message).toHaveClass(/text-error/);
    await page.goto("/deshboard/myorders");
    await expect(
      page.getByRole("row").filter({ hasText: part.name }).getByRole("link", { name: "Payment" }),
    ).toBeVisible();
  });
});

test("a quantity below the minimum or above the stock shows its toast and disables Order", async ({ page }) => {
  await signUpByApi(page);
  await placeOrder(page, "Lock-On Ergonomic Grips", 2);
  await expect(page.getByText("You have to order at least 4 products")).toBeVisible();
  await expect(page.getByRole("button", { name: "Order", exact: true })).toBeDisabled();

  const part = await placeOrder(page, "Lock-On Ergonomic Grips", 1_000_000);
  await expect(page.getByText(`You can order highest ${part.availableQuantity} products`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Order", exact: true })).toBeDisabled();
  expect((await partNamed(page, part.name)).availableQuantity).toBe(part.availableQuantity);
});

test("an unpaid order is deleted through the confirmation dialog", async ({ page }) => {
  await signUpByApi(page);
  const part = await placeOrder(page, "Comfort Pro Saddle", 2);
  await expect(page.getByText("Order 2 Product's Successfully")).toBeVisible();
  const stockAfterOrder = (await partNamed(page, part.name)).availableQuantity;

  await page.goto("/deshboard/myorders");
  const row = page.getByRole("row").filter({ hasText: part.name });
  await row.getByRole("button", { name: `Delete ${part.name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Delete ${part.name}?` });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole("button", { name: `Delete ${part.name}` }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(`Deleted ${part.name} Successfully`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  expect((await partNamed(page, part.name)).availableQuantity).toBe(stockAfterOrder + 2);
});

test.describe("an unknown part", () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test("shows a not-found message instead of the form", async ({ page }) => {
    await signUpByApi(page);
    await page.goto("/Order/00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("alert")).toHaveText("No part has this id");
    await expect(page.getByRole("button", { name: "Order", exact: true })).toHaveCount(0);
  });
});
