import type { Page } from "@playwright/test";
import { ADMIN } from "../support/ports.ts";
import { accountButton, logIn, openAccountMenu, signUpByApi } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("the header's search box opens the catalog's search for what was typed", async ({ page }) => {
      await page.goto("/blogs");
      await page.getByRole("combobox", { name: "Search parts", exact: true }).fill("derailleur");
      await page.getByRole("button", { name: "Find parts" }).click();
      await expect(page).toHaveURL("/parts?q=derailleur");
      await expect(page.getByRole("searchbox", { name: "Search parts by name" })).toHaveValue("derailleur");
      // The demo shop's five rear derailleurs, the spec demo's among them.
      await expect(page.locator("main article")).toHaveCount(5);
      await expect(page.locator("main article").filter({ hasText: "Shift-12 Rear Derailleur" })).toHaveCount(1);
    });

    test("a signed-in customer's account menu leads to the profile, the orders and the dashboard", async ({ page }) => {
      const account = await signUpByApi(page, { name: "Mira Menu" });
      await page.goto("/");
      await openAccountMenu(page);
      await expect(nav(page)).toContainText(account.email);
      await nav(page).getByRole("link", { name: "Orders", exact: true }).click();
      await expect(page).toHaveURL("/deshboard/myorders");
      // Going to another page closed it.
      await expect(nav(page).getByRole("button", { name: "LogOut" })).toBeHidden();

      await openAccountMenu(page);
      await nav(page).getByRole("link", { name: "My Profile" }).click();
      await expect(page).toHaveURL("/deshboard");
      await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();

      await openAccountMenu(page);
      await expect(nav(page).getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/deshboard");
      await nav(page).getByRole("button", { name: "LogOut" }).click();
      await expect(page).toHaveURL("/");
      await expect(nav(page).getByRole("link", { name: "Login" })).toBeVisible();
      await expect(accountButton(page)).toHaveCount(0);
    });
  });
}

test("the account menu closes with Escape, giving the focus back, and with a click elsewhere", async ({ page }) => {
  await signUpByApi(page);
  await page.goto("/blogs");
  await openAccountMenu(page);
  await expect(accountButton(page)).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(nav(page).getByRole("button", { name: "LogOut" })).toBeHidden();
  await expect(accountButton(page)).toBeFocused();
  await expect(accountButton(page)).toHaveAttribute("aria-expanded", "false");

  await openAccountMenu(page);
  await page.getByRole("heading", { level: 1 }).first().click();
  await expect(nav(page).getByRole("button", { name: "LogOut" })).toBeHidden();
});

test("an admin's Orders in the account menu are the shop's orders", async ({ page }) => {
  await page.goto("/login");
  await logIn(page, ADMIN);
  await expect(page).toHaveURL("/");
  await openAccountMenu(page);
  await nav(page).getByRole("link", { name: "Orders", exact: true }).click();
  await expect(page).toHaveURL("/deshboard/manageorders");
});

test.describe("the Categories menu", () => {
  const menuButton = (page: Page) => page.locator("summary", { hasText: "Categories" });

  test("without JavaScript lists the top categories as links, opened and followed from the keyboard", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await page.goto("/blogs");
    const menu = page.locator("details", { has: menuButton(page) });
    for (const name of ["All parts", "Drivetrain", "Brakes"])
      await expect(menu.getByRole("link", { name })).toBeHidden();
    await menuButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(menu.getByRole("link", { name: "All parts" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Drivetrain" })).toHaveAttribute("href", "/c/drivetrain");
    await expect(menu.getByRole("link", { name: "Brakes" })).toHaveAttribute("href", "/c/brakes");
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "All parts" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Drivetrain" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/c/drivetrain");
    await expect(page.getByRole("heading", { level: 1, name: "Drivetrain" })).toBeVisible();
    await context.close();
  });

  test("once the app runs, also lists each category's subcategories", async ({ page }) => {
    await page.goto("/blogs");
    await expect(page.locator("html[data-scripts]")).toBeAttached();
    await menuButton(page).click();
    const menu = page.locator("details", { has: menuButton(page) });
    await menu.getByRole("link", { name: "Cassettes" }).click();
    await expect(page).toHaveURL("/c/drivetrain/cassettes");
    // A link chosen closes the menu.
    await expect(menu.getByRole("link", { name: "Drivetrain" })).toBeHidden();
  });
});
