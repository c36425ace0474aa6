import type { Page } from "@playwright/test";
import { partNamed, signUpByApi } from "./accounts.ts";
import { expectNothingSerious } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

const cards = (page: Page) => page.locator("main article");
const header = (page: Page) => page.getByRole("navigation", { name: "Main" });
const BIKE = "TrailSmith Ridge 29 2024";

/** The page's scripts have run: its controlled inputs keep what is typed. */
const scriptsRan = (page: Page) => expect(page.locator("html[data-scripts]")).toBeAttached();

test("a visitor picks a demo mountain bike, narrows the cassettes to those that fit, reads why another does not, and finds the bike in the garage after signing in", async ({
  page,
}) => {
  await page.goto("/garage");
  await scriptsRan(page);
  await page.getByRole("searchbox", { name: "Search your bike" }).fill("ridge 29 2024");
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("button", { name: `Add ${BIKE}` }).click();
  await expect(page.getByRole("list", { name: "My bikes" })).toContainText(BIKE);
  await expect(header(page).getByRole("link", { name: `Your bike: ${BIKE}` })).toBeVisible();
  await page.getByText("Not in the list? Enter it by hand").click();
  await expectNothingSerious(page, "the garage");

  // 'Fits my bike' keeps the cassettes for its 12-speed Microspline freehub body.
  await page.goto("/c/drivetrain/cassettes");
  await scriptsRan(page);
  await expect(cards(page)).toHaveCount(9);
  await page.getByRole("switch", { name: /Fits my bike/ }).click();
  await expect(page).toHaveURL(/\/c\/drivetrain\/cassettes\?fits=[0-9a-f-]{36}$/);
  await expect(page.getByRole("switch", { name: /Fits my bike/ })).toHaveAttribute("aria-checked", "true");
  await expect(cards(page)).toHaveCount(2);
  for (const card of await cards(page).all()) await expect(card).toContainText("Sprocketry Summit 12-Speed Cassette");
  await expect(page.locator("main p[aria-live]")).toHaveText("2 parts");

  // A cassette found by search that does not fit says why.
  await page.goto("/parts?q=TrailSmith%20Ridge%20cassette");
  await cards(page).first().getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("TrailSmith Ridge 12-Speed Cassette");
  const verdict = page.getByRole("status", { name: "Will it fit" });
  await expect(verdict).toContainText(`Does not fit your ${BIKE}`);
  await expect(verdict).toContainText("Needs an XD freehub body; your bike has Microspline");
  await expectNothingSerious(page, "a part that does not fit");

  // A fitting cassette says so, and its picker marks the ranges that fit.
  await page.goto("/parts?q=Sprocketry%20Summit%20cassette");
  await cards(page).first().getByRole("link").first().click();
  await expect(page.getByRole("status", { name: "Will it fit" })).toContainText(`Fits your ${BIKE}`);
  await expect(page.getByRole("link", { name: /10-51.*Fits your bike/ })).toBeVisible();

  // Signing in takes the visitor's bike into the account.
  await signUpByApi(page);
  await page.goto("/garage");
  await expect(page.getByText("Your bikes are kept with your account.")).toBeVisible();
  const mine = page.getByRole("list", { name: "My bikes" });
  await expect(mine).toContainText(BIKE);
  await expect(mine).toContainText("Active bike");
  expect(await page.evaluate(() => window.localStorage.getItem("bph.garage"))).toBeNull();
});

test("the cart and the checkout warn, without holding the order back, of a line that does not fit the active bike, asked once for all the lines", async ({
  page,
}) => {
  await page.goto("/garage");
  await scriptsRan(page);
  await page.getByRole("searchbox", { name: "Search your bike" }).fill("ridge 29 2024");
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("button", { name: `Add ${BIKE}` }).click();
  await expect(header(page).getByRole("link", { name: `Your bike: ${BIKE}` })).toBeVisible();

  const asked: string[] = [];
  page.on("request", (req) => {
    if (/\/api\/(fit-verdicts|parts\/[^/?]+\/fit)\?/.test(req.url())) asked.push(req.url());
  });
  const lines = page.getByTestId("cart-line");
  for (const name of ["TrailSmith Ridge 12-Speed Cassette", "Sprocketry Summit 12-Speed Cassette"]) {
    const part = await partNamed(page, name);
    await page.goto(`/cart?add=${part._id}`);
    await expect(lines.filter({ hasText: name })).toBeVisible();
  }
  await expect(lines).toHaveCount(2);
  const misfit = lines.filter({ hasText: "TrailSmith Ridge" });
  await expect(misfit.getByRole("note")).toContainText(`Does not fit your ${BIKE}`);
  await expect(misfit.getByRole("note")).toContainText("Needs an XD freehub body; your bike has Microspline");
  await expect(lines.filter({ hasText: "Sprocketry Summit" }).getByRole("note")).toHaveCount(0);
  await expectNothingSerious(page, "the cart with a misfit");
  // One request judges the cart's parts; no part is asked about alone.
  const last = asked.at(-1) ?? "";
  expect(asked.every((url) => url.includes("/api/fit-verdicts?"))).toBe(true);
  expect(new URL(last).searchParams.get("parts")?.split(",")).toHaveLength(2);

  // Signed in, the checkout warns too, and the order can still be placed.
  await signUpByApi(page);
  await page.goto("/checkout");
  await scriptsRan(page);
  const summary = page.getByRole("complementary", { name: "Order summary" });
  await expect(
    summary.getByTestId("cart-line").filter({ hasText: "TrailSmith Ridge" }).getByRole("note"),
  ).toContainText(`Does not fit your ${BIKE}`);
  await expect(page.getByRole("button", { name: "Place order" })).toBeEnabled();
});

test("a part that cannot be judged against a bike entered by hand says so, and what is not known, readably on a phone and a desktop", async ({
  page,
}) => {
  await page.goto("/garage");
  await scriptsRan(page);
  await page.getByText("Not in the list? Enter it by hand").click();
  const form = page.getByRole("form", { name: "Enter your bike by hand" });
  await form.getByLabel("Name").fill("My commuter");
  await form.getByLabel("Drivetrain speeds").fill("12");
  await form.getByRole("button", { name: "Add this bike" }).click();
  await expect(header(page).getByRole("link", { name: "Your bike: My commuter" })).toBeVisible();

  const part = await partNamed(page, "Sprocketry Summit 12-Speed Cassette");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/parts/${part._id}`);
    const verdict = page.getByRole("status", { name: "Will it fit" });
    await expect(verdict).toContainText("Cannot tell");
    await expect(verdict).toContainText("Your bike's freehub body is not known");
    // The soft warning's own colours read at 1.69:1 (axe's colour-contrast).
    await expectNothingSerious(page, "a part whose fit cannot be told");
  }
});
