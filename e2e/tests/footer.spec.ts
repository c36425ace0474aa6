import { requestsFrom } from "../support/requests.ts";
import { SHOP } from "../support/shop.ts";
import { expect, test } from "./fixtures.ts";

const homeSections = ["banner", "parts", "bsummery", "reviews", "pricing", "contact", "footer"];

test.describe("on every route", () => {
  // The unknown route answers 404, and the browser reports the page's own status on the console.
  test.use({ expectedConsoleErrors: [/status of 404/] });
  test("the footer holds the address, contact, quick links, social icons and the cards", async ({ page }) => {
    for (const route of ["/", "/blogs", "/login", "/no-such-page"]) {
      await page.goto(route);
      const footer = page.getByRole("contentinfo");
      await expect(footer.locator("address"), route).toContainText(`Email: ${SHOP.email}`);
      await expect(footer.locator("address"), route).toContainText(`Phone: ${SHOP.phone}`);
      const quickLinks = footer.getByRole("navigation", { name: "Quick links" }).getByRole("link");
      expect(await quickLinks.evaluateAll((links) => links.map((a) => a.getAttribute("href"))), route).toEqual(
        homeSections.map((id) => `/home#${id}`),
      );
      for (const network of ["Facebook", "Instagram", "YouTube"])
        await expect(footer.getByRole("link", { name: network }), route).toBeVisible();
      await expect(footer.getByRole("img", { name: "Cards we accept" }), route).toBeVisible();
    }
  });
});

test("the newsletter form asks for an e-mail, then only clears itself and sends nothing", async ({ page }) => {
  await page.goto("/blogs");
  const form = page.getByRole("contentinfo").locator("form");
  const email = form.getByLabel("Your e-mail for our news");
  await expect(form.getByRole("button", { name: "Subscribe" })).toBeEnabled();
  const made = requestsFrom(page);
  await form.getByRole("button", { name: "Subscribe" }).click();
  expect(await email.evaluate((el) => (el as HTMLInputElement).validity.valueMissing)).toBe(true);
  await email.fill("rider@example.com");
  await email.press("Enter");
  await expect(email).toHaveValue("");
  await expect(page).toHaveURL(/\/blogs$/);
  expect(made).toEqual([]);
});
