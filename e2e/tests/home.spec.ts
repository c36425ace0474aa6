import type { Page } from "@playwright/test";
import { requestsFrom } from "../support/requests.ts";
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
  // The half star's left half is drawn in the full stars' gold, its right half in grey.
  const gold = await half
    .locator('[data-star="full"]')
    .first()
    .evaluate((e) => getComputedStyle(e).color);
  const halfStar = await half.locator('[data-star="half"]').evaluate((e) => getComputedStyle(e).backgroundImage);
  expect(halfStar).toContain(`${gold} 50%`);
});

test("the banner carousel moves with its arrows and pagination, and loops", async ({ page }) => {
  await page.goto("/");
  const banner = page.getByRole("region", { name: "Featured offers" });
  const shown = banner.getByRole("heading", { level: 2 });
  await expect(shown).toHaveText("Ride further on parts that last");
  await banner.getByRole("button", { name: "Next slide" }).click();
  await expect(shown).toHaveText("Built for the trail");
  await banner.getByRole("button", { name: "Go to slide 3" }).click();
  await expect(shown).toHaveText("Stock your workshop");
  await banner.getByRole("button", { name: "Next slide" }).click();
  await expect(shown).toHaveText("Ride further on parts that last");
  await banner.getByRole("button", { name: "Previous slide" }).click();
  await expect(shown).toHaveText("Stock your workshop");
  // A swipe to the left shows the next slide, as on a touch screen.
  const box = await banner.boundingBox();
  if (!box) throw new Error("the banner has no box");
  await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.3);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.3, { steps: 5 });
  await page.mouse.up();
  await expect(shown).toHaveText("Ride further on parts that last");
  await expect(banner.getByRole("button", { name: "Buy Bow" })).toBeVisible();
});

/** Holds the page's scripts back, as a slow connection would; answers what lets them through. */
async function holdScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test("controls that need the page's scripts wait for them: the banner's and the forms'", async ({ page }) => {
  const releaseScripts = await holdScripts(page);
  await page.goto("/");
  const banner = page.getByRole("region", { name: "Featured offers" });
  await expect(banner.getByRole("heading", { level: 2 })).toHaveText("Ride further on parts that last");
  const next = banner.getByRole("button", { name: "Next slide", includeHidden: true });
  await expect(next).toBeDisabled();
  await expect(next).toBeHidden();
  await expect(banner.getByRole("button", { name: "Go to slide 2" })).toBeDisabled();
  // Sent by the browser alone, the forms would reload the page with what was typed in its address.
  await expect(page.getByRole("button", { name: "Send" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Subscribe" })).toBeDisabled();

  releaseScripts();
  await expect(next).toBeEnabled();
  await expect(next).toBeVisible();
  await banner.getByRole("button", { name: "Go to slide 2" }).click();
  await expect(banner.getByRole("heading", { level: 2 })).toHaveText("Built for the trail");
  await expect(page.getByRole("button", { name: "Send" })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Subscribe" })).toBeEnabled();
});

test("a visitor who scrolled before the scripts arrived is left where they are", async ({ page }) => {
  const releaseScripts = await holdScripts(page);
  await page.goto("/");
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(500);
  releaseScripts();
  await expect(page.getByRole("button", { name: "Subscribe" })).toBeEnabled();
  await expect(page.locator("#parts article")).toHaveCount(6);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
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

test("the contact form requires its fields, then only clears itself and sends nothing", async ({ page }) => {
  await page.goto("/home");
  const form = page.locator("#contact form");
  // The button waits for the scripts; what they ask for as they start is not the form's doing.
  await expect(form.getByRole("button", { name: "Send" })).toBeEnabled();
  await page.waitForLoadState("networkidle");
  const made = requestsFrom(page);
  await form.getByRole("button", { name: "Send" }).click();
  expect(await form.getByLabel("Name").evaluate((el) => (el as HTMLInputElement).validity.valueMissing)).toBe(true);
  await form.getByLabel("Name").fill("Sam");
  await form.getByLabel("Email").fill("sam@example.com");
  await form.getByLabel("Number").fill("5551234");
  await form.getByLabel("Address").fill("1 Main St");
  await form.getByRole("button", { name: "Send" }).click();
  await expect(form.getByLabel("Name")).toHaveValue("");
  await expect(page).toHaveURL(/\/home$/);
  expect(made).toEqual([]);
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
    // The animation is the scripts' to start: without them every section simply shows.
    await expect(page.locator("html[data-scripts]")).toBeAttached();
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

test("a shop without reviews says so and asks for one, in place of an empty grid", async ({ page }) => {
  await page.route("**/api/reviews", (route) => route.fulfill({ json: [], headers: { "x-total-count": "0" } }));
  // The first page arrives with its reviews: they are asked for after a navigation in the app.
  await page.goto("/blogs");
  await expect(page.locator("html[data-scripts]")).toBeAttached();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
  const reviews = page.locator("#reviews");
  await expect(reviews.getByRole("heading", { name: "What our clients say (0 reviews)" })).toBeVisible();
  await expect(reviews.getByText("No reviews yet.")).toBeVisible();
  await expect(reviews.getByRole("link", { name: "Add Review" })).toHaveAttribute("href", "/deshboard/addreview");
  await expect(reviews.locator("article")).toHaveCount(0);
});
