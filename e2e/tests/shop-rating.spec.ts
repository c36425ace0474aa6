import { partNamed } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";

type Summary = { count: number; average: number | null };

test("a part's page shows the shop's rating beside its delivery line, linking to the reviews, and no stars of the part's own", async ({
  page,
}) => {
  const summary = (await (await page.request.get("/api/reviews/summary")).json()) as Summary;
  expect(summary.count).toBeGreaterThan(0);
  const part = await partNamed(page, "Climber 11-34 Cassette");
  const rating = `Shop rated ${summary.average?.toFixed(1)} out of 5 by riders: ${summary.count} reviews`;

  // In the HTML as served, before any script: what crawlers and link previews read.
  const served = (await (await page.request.get(`/parts/${part._id}`)).text()).replaceAll("<!-- -->", "");
  expect(served.replace(/<[^>]+>/g, "")).toContain(rating);
  // Not as the part's own rating in its Product data either.
  expect(served).not.toContain("aggregateRating");

  await page.goto(`/parts/${part._id}`);
  const line = page.locator("main [data-shop-rating]");
  await expect(line).toHaveText(rating);
  // Below the stock and delivery lines, above the way to order.
  const box = async (text: string) => (await page.getByText(text, { exact: true }).boundingBox())?.y ?? Number.NaN;
  const lineTop = (await line.boundingBox())?.y ?? Number.NaN;
  expect(lineTop).toBeGreaterThan(await box("Ships in 1-2 business days"));
  expect(lineTop).toBeLessThan((await page.getByRole("link", { name: "Order Now" }).boundingBox())?.y ?? 0);
  await expect(page.getByRole("img", { name: /^Rated / })).toHaveCount(0);

  await line.getByRole("link", { name: `${summary.count} reviews` }).click();
  await expect(page).toHaveURL("/home#reviews");
  await expect(page.getByRole("heading", { name: `What our clients say (${summary.count} reviews)` })).toBeVisible();
});

test("the catalog says the shop's rating once, not on each card", async ({ page }) => {
  await page.goto("/parts");
  await expect(page.locator("main article")).toHaveCount(9);
  await expect(page.locator("main [data-shop-rating]")).toHaveCount(1);
  await expect(page.locator("main article [data-shop-rating]")).toHaveCount(0);
  await expect(page.locator("main article").getByRole("img", { name: /^Rated / })).toHaveCount(0);
});

for (const width of [1280, 390]) {
  test(`at ${width} px the catalog has one search box, holding its search; other pages keep the header's`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/parts?q=chain");
    await expect(page.getByRole("searchbox")).toHaveCount(1);
    await expect(page.getByRole("combobox", { name: "Search parts", exact: true })).toHaveCount(0);
    // The box is the page's own once its scripts run: text typed before then is not its search.
    await expect(page.locator("html[data-scripts]")).toBeAttached();
    await expect(page.getByRole("searchbox", { name: "Search parts by name" })).toHaveValue("chain");
    await page.getByRole("searchbox", { name: "Search parts by name" }).fill("saddle");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL("/parts?q=saddle");
    await expect(page.locator("main article").first()).toContainText(/saddle/i);

    // A category's page is the catalog narrowed: its own box too, and no header box beside it.
    await page.goto("/c/drivetrain/cassettes");
    await expect(page.getByRole("searchbox", { name: "Search parts by name" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Search parts", exact: true })).toHaveCount(0);

    for (const route of ["/", "/blogs"]) {
      await page.goto(route);
      await expect(page.getByRole("combobox", { name: "Search parts", exact: true })).toBeVisible();
    }
  });
}
