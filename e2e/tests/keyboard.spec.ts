import type { Locator, Page } from "@playwright/test";
import { accountButton, signUpByApi } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";

/** Presses Tab until the element has the focus; fails if it is not reachable that way. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  await expect(target).toBeVisible();
  const element = await target.elementHandle();
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    if (await element?.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`not reachable with Tab: ${target}`);
}

test("a customer orders and pays with the keyboard alone", async ({ page }) => {
  // A long journey of single key presses: on a busy machine it takes more than the default.
  test.setTimeout(90_000);
  await signUpByApi(page, { name: "Kira Keys" });
  await page.goto("/");
  await expect(accountButton(page)).toBeVisible();

  const card = page.locator("#parts article").filter({ hasText: "Endurance 12-Speed Chain" });
  await tabTo(page, card.getByRole("link", { name: "Order Now" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Endurance 12-Speed Chain" })).toBeVisible();

  await tabTo(page, page.getByLabel("Phone Number"));
  await page.keyboard.type("+1 555 0123");
  await tabTo(page, page.getByLabel("Address"));
  await page.keyboard.type("9 Keyboard Lane");
  await tabTo(page, page.getByLabel("Quantity"));
  await page.keyboard.type("7");
  await tabTo(page, page.getByRole("button", { name: "Order", exact: true }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Order 7 Product's Successfully")).toBeVisible();

  await tabTo(page, accountButton(page));
  await page.keyboard.press("Enter");
  await tabTo(page, page.getByRole("link", { name: "Dashboard" }), 5);
  await page.keyboard.press("Enter");
  await tabTo(page, page.getByRole("link", { name: "Orders", exact: true }));
  await page.keyboard.press("Enter");
  const row = page.getByRole("row").filter({ hasText: "Endurance 12-Speed Chain" });
  await tabTo(page, row.getByRole("link", { name: "Payment" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Hello, Kira Keys")).toBeVisible();

  await tabTo(page, page.getByLabel("Card number"));
  await page.keyboard.type("4242424242424242");
  await tabTo(page, page.getByLabel("Expiry (MM/YY)"));
  await page.keyboard.type("12/34");
  await tabTo(page, page.getByLabel("CVC"));
  await page.keyboard.type("123");
  const pay = page.getByRole("button", { name: "Pay" });
  await expect(pay).toBeEnabled();
  await tabTo(page, pay);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Congrats! Your payment is Complete.")).toBeVisible();
});
