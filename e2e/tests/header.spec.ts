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
      await page.getByRole("searchbox", { name: "Search parts", exact: true }).fill("Shift-12");
      await page.getByRole("button", { name: "Find parts" }).click();
      await expect(page).toHaveURL("/parts?q=Shift-12");
      await expect(page.getByRole("searchbox", { name: "Search parts by name" })).toHaveValue("Shift-12");
      await expect(page.locator("main article")).toHaveCount(1);
      await expect(page.locator("main article")).toContainText("Shift-12 Rear Derailleur");
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
