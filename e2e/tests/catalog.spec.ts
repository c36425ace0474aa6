import type { Page } from "@playwright/test";
import type { Part } from "@shop/contract";
import { signUpByApi } from "./accounts.ts";
import { expectNothingSerious } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

const filters = (page: Page) => page.getByRole("complementary", { name: "Filters" });
/** A filter value's link: its name, then its count of parts. */
const facet = (page: Page, name: string) =>
  filters(page).getByRole("link", { name: new RegExp(`^${name}( \\d+ parts)?$`) });
const countOf = async (page: Page, name: string) =>
  Number.parseInt((await facet(page, name).locator(":scope > span").last().textContent()) ?? "", 10);
const cards = (page: Page) => page.locator("main article");
/** How many parts the filters leave, as the line above the parts says it (read out as it changes). */
const total = (page: Page) => page.locator("main p[aria-live]");

test("a customer narrows the catalog to 11-speed HG cassettes of one brand in stock under $60, and shares it", async ({
  page,
  browser,
}) => {
  await page.goto("/parts");
  await facet(page, "Drivetrain").click();
  await expect(page).toHaveURL("/c/drivetrain");
  await facet(page, "Cassettes").click();
  await expect(page).toHaveURL("/c/drivetrain/cassettes");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cassettes");

  // Each count is the parts a value would give under the other filters: choosing 11 speeds hides
  // the brands that make none, and choosing a brand lowers the count of 11-speed cassettes.
  await expect(total(page)).toHaveText("17 parts");
  await expect(facet(page, "Alpenfold")).toBeVisible();
  const elevenBefore = await countOf(page, "11");
  await facet(page, "11").click();
  await expect(page).toHaveURL("/c/drivetrain/cassettes?spec.speeds=11");
  await expect(facet(page, "11")).toHaveAttribute("aria-current", "true");
  await expect(total(page)).toHaveText(`${elevenBefore} parts`);
  await expect(facet(page, "Alpenfold")).toBeHidden();

  await facet(page, "HG").click();
  await facet(page, "In stock only").click();
  await facet(page, "Hexa Cycling").click();
  await expect(cards(page)).toHaveCount(3);
  await expect.poll(() => countOf(page, "11")).toBe(3);
  expect(elevenBefore).toBeGreaterThan(3);
  await filters(page).getByLabel("Max $").fill("60");
  await filters(page).getByRole("button", { name: "Apply price" }).click();
  await expect(page).toHaveURL(
    "/c/drivetrain/cassettes?brand=hexa&maxPrice=60&inStock=true&spec.freehub=HG&spec.speeds=11",
  );
  await expect(cards(page)).toHaveCount(2);
  for (const card of await cards(page).all()) await expect(card).toContainText("Hexa Allroad 11-Speed Cassette");
  await expect(total(page)).toHaveText("2 parts");

  // The address is the whole page: another browser opening it sees the same parts and choices.
  const shared = page.url();
  const other = await browser.newPage();
  await other.goto(shared);
  await expect(cards(other)).toHaveCount(2);
  await expect(cards(other).first()).toContainText("Range: 11-32");
  await expect(other.getByRole("navigation", { name: "Chosen filters" })).toContainText("Hexa Cycling");
  await expect(facet(other, "HG")).toHaveAttribute("aria-current", "true");
  await other.close();

  // Clearing the filters keeps the category.
  await page
    .getByRole("navigation", { name: "Chosen filters" })
    .getByRole("link", { name: "Clear all filters" })
    .click();
  await expect(page).toHaveURL("/c/drivetrain/cassettes");
  await expect(cards(page)).toHaveCount(9);
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });
  test("the filters are links and forms: a category's page narrows, sorts and prices by the address alone", async ({
    page,
  }) => {
    await page.goto("/c/cassettes");
    await expect(page).toHaveURL("/c/drivetrain/cassettes");
    await facet(page, "12").click();
    await expect(page).toHaveURL("/c/drivetrain/cassettes?spec.speeds=12");
    await page.getByLabel("Sort by").selectOption("price");
    await page.getByRole("button", { name: "Sort", exact: true }).click();
    await expect(page).toHaveURL("/c/drivetrain/cassettes?spec.speeds=12&sort=price");
    const prices = await cards(page).locator("dd").filter({ hasText: "/ unit" }).allTextContents();
    const numbers = prices.map((p) => Number(p.replace(/[^0-9.]/g, "")));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    await filters(page).getByLabel("Min $").fill("100");
    await filters(page).getByRole("button", { name: "Apply price" }).click();
    await expect(page).toHaveURL("/c/drivetrain/cassettes?minPrice=100&spec.speeds=12&sort=price");
  });
});

test("filters that leave no part say so, with a way to clear them that keeps the category", async ({ page }) => {
  await page.goto("/c/drivetrain/cassettes?minPrice=9000&inStock=true");
  await expect(page.getByText("No part matches these filters.")).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await page.getByRole("main").getByRole("link", { name: "Clear all filters" }).last().click();
  await expect(page).toHaveURL("/c/drivetrain/cassettes");
  await expect(cards(page)).toHaveCount(9);
});

test.describe("an unknown category", () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });
  test("is the not-found page, with 404", async ({ page }) => {
    const answer = await page.goto("/c/drivetrain/no-such-category");
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "This page does not exist" })).toBeVisible();
  });
});

test("a customer picks a rotor's diameter on its page and orders that variant", async ({ page }) => {
  await signUpByApi(page, { name: "Rhea Rotor" });
  const rotors = (await (await page.request.get("/api/parts?q=Brakewell%20Storm%20Rotor")).json()) as Part[];
  const small = rotors.find((r) => r.options.Diameter === "160 mm");
  const large = rotors.find((r) => r.options.Diameter === "180 mm");
  if (!small || !large) throw new Error("no 160 and 180 mm Brakewell Storm Rotor");
  await page.goto(`/parts/${small._id}`);
  const crumbs = page.getByRole("navigation", { name: "Breadcrumbs" });
  await expect(crumbs.getByRole("link", { name: "Rotors" })).toHaveAttribute("href", "/c/brakes/rotors");
  await expect(page.getByRole("row", { name: /Mount/ })).toContainText("6-bolt");
  const diameter = page.getByRole("group", { name: /^Diameter/ });
  await expect(diameter.getByRole("link", { name: /^160 mm/ })).toHaveAttribute("aria-current", "true");
  // Each option says its variant's price, from the part's own answer.
  await expect(diameter.getByRole("link", { name: /^180 mm/ })).toContainText(`$${large.price.toFixed(2)}`);

  await diameter.getByRole("link", { name: /^180 mm/ }).click();
  await expect(page).not.toHaveURL(`/parts/${small._id}`);
  const chosen = page.url().split("/parts/")[1] ?? "";
  const variant = (await (await page.request.get(`/api/parts/${chosen}`)).json()) as Part;
  expect(variant.options).toEqual({ Diameter: "180 mm" });
  await expect(diameter.getByRole("link", { name: /^180 mm/ })).toHaveAttribute("aria-current", "true");
  await expect(page.locator("main")).toContainText(`$${variant.price.toFixed(2)} / unit`);

  await page.getByRole("link", { name: "Order Now" }).click();
  await expect(page).toHaveURL(`/Order/${variant._id}`);
  await expect(page.getByText("Diameter: 180 mm")).toBeVisible();
  await page.getByLabel("Phone Number").fill("+1 555 0180");
  await page.getByLabel("Address").fill("180 Rotor Road");
  await page.getByRole("button", { name: "Order", exact: true }).click();
  await expect(page.getByText(/Order \d+ Product's Successfully/)).toBeVisible();
});

test("search suggestions appear as the customer types, and the keyboard opens one", async ({ page }) => {
  await page.goto("/blogs");
  await expect(page.locator("html[data-scripts]")).toBeAttached();
  const box = page.getByRole("combobox", { name: "Search parts" });
  await box.pressSequentially("cassete");
  const list = page.getByRole("listbox", { name: "Suggestions" });
  // Until the whole word has its answer the list shows an earlier prefix's, whose options can
  // change under the arrow keys.
  await expect(list).toHaveAttribute("aria-busy", "false");
  await expect(
    list.getByRole("group", { name: "Categories" }).getByRole("option", { name: "Cassettes" }),
  ).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  const options = list.getByRole("option");
  const count = await options.count();
  const categoryAt = (await options.allTextContents()).indexOf("Cassettes");
  for (let i = 0; i <= categoryAt; i++) await box.press("ArrowDown");
  await expect(options.nth(categoryAt)).toHaveAttribute("aria-selected", "true");
  expect(count).toBeGreaterThan(categoryAt);
  await box.press("Enter");
  await expect(page).toHaveURL("/c/drivetrain/cassettes");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cassettes");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("the filters fold into a drawer that opens, filters, and closes on its parts", async ({ page }) => {
    await page.goto("/c/drivetrain/cassettes");
    await expect(page.locator("html[data-scripts]")).toBeAttached();
    await expect(filters(page)).toBeHidden();
    await page.getByText("Filters", { exact: true }).first().click();
    await expect(filters(page)).toBeVisible();
    await expectNothingSerious(page, "the filters drawer");
    await facet(page, "11").click();
    await expect(page).toHaveURL("/c/drivetrain/cassettes?spec.speeds=11");
    await filters(page)
      .getByText(/^Show \d+ parts$/)
      .click();
    await expect(filters(page)).toBeHidden();
    await expect(total(page)).toHaveText("7 parts");
  });
});
