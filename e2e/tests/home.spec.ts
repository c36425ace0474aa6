import { logIn, signUpByApi } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";

test("home shows its six sections in order with seeded data", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Home - Bike Parts Hub");
  const ids = await page.locator("main section[id]").evaluateAll((els) => els.map((e) => e.id));
  expect(ids).toEqual(["banner", "parts", "bsummery", "reviews", "pricing", "contact"]);

  const parts = page.locator("#parts article");
  await expect(parts).toHaveCount(6);
  await expect(page.getByRole("heading", { name: "What our clients say (6 reviews)" })).toBeVisible();
  await expect(page.locator("#pricing article")).toHaveCount(3);
  await expect(page.locator("#pricing article[data-highlighted]")).toContainText("Advanced");
  await expect(page.locator("#pricing")).toContainText("/m");
  await expect(page.getByRole("img", { name: "Premium plan" })).toBeVisible();
  for (const figure of ["100+", "120M+", "35k+", "500+"]) await expect(page.locator("#bsummery")).toContainText(figure);
  await expect(page.getByRole("button", { name: "Request for Quote" })).toBeVisible();
});

test("parts grid has three columns on a large screen", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("#parts article")).toHaveCount(6);
  const tops = await page
    .locator("#parts article")
    .evaluateAll((els) => els.slice(0, 3).map((e) => e.getBoundingClientRect().top));
  expect(new Set(tops).size).toBe(1);
});

test("review stars follow the spec: a full fifth star only above 4.5", async ({ page }) => {
  await page.goto("/");
  const five = page.getByRole("img", { name: "Rated 5 out of 5" });
  await expect(five.locator('[data-star="full"]')).toHaveCount(5);
  const half = page.getByRole("img", { name: "Rated 4.5 out of 5" });
  await expect(half.locator('[data-star="full"]')).toHaveCount(4);
  await expect(half.locator('[data-star="half"]')).toHaveCount(1);
});

test("the banner carousel moves with its arrows and pagination", async ({ page }) => {
  await page.goto("/");
  const active = page.locator("#banner .swiper-slide-active h2");
  const first = await active.textContent();
  await page.locator("#banner .swiper-button-next").click();
  await expect(active).not.toHaveText(first ?? "");
  // A click that lands while the previous slide is still moving can be dropped; click again.
  await expect(async () => {
    await page.locator("#banner .swiper-pagination-bullet").first().click();
    await expect(active).toHaveText(first ?? "", { timeout: 1000 });
  }).toPass();
  await expect(page.getByRole("button", { name: "Buy Bow" }).first()).toBeVisible();
});

test("'Order Now' asks a visitor to log in, then opens the part's order page", async ({ page }) => {
  const account = await signUpByApi(page);
  await page.context().clearCookies();
  await page.goto("/");
  const card = page.locator("#parts article").first();
  const name = await card.getByRole("heading").textContent();
  await card.getByRole("link", { name: "Order Now" }).click();
  await expect(page).toHaveURL("/login");
  await logIn(page, account);
  await expect(page).toHaveURL(/\/Order\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: name ?? "" })).toBeVisible();
});

test("the contact form requires its fields and clears on submit", async ({ page }) => {
  await page.goto("/home");
  const form = page.locator("#contact form");
  await form.getByRole("button", { name: "Send" }).click();
  expect(await form.getByLabel("Name").evaluate((el) => (el as HTMLInputElement).validity.valueMissing)).toBe(true);
  await form.getByLabel("Name").fill("Sam");
  await form.getByLabel("Email").fill("sam@example.com");
  await form.getByLabel("Number").fill("5551234");
  await form.getByLabel("Address").fill("1 Main St");
  await form.getByRole("button", { name: "Send" }).click();
  await expect(form.getByLabel("Name")).toHaveValue("");
});

test("navbar anchors scroll to their home section", async ({ page }) => {
  await page.goto("/blogs");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL(/\/home#pricing$/);
  await expect(page.locator("#pricing")).toBeInViewport();
});

test.describe("scroll animations", () => {
  test("last between 1000 and 1500 ms", async ({ page }) => {
    await page.goto("/");
    const ms = await page
      .locator("#parts")
      .evaluate((el) => Number.parseFloat(getComputedStyle(el).animationDuration) * 1000);
    expect(ms).toBeGreaterThanOrEqual(1000);
    expect(ms).toBeLessThanOrEqual(1500);
  });
});

test.describe("scroll animations with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });
  test("are off for people who ask for reduced motion", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("#parts")).toHaveCSS("animation-name", "none");
  });
});
