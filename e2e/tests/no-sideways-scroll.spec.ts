import type { Page } from "@playwright/test";
import { ADMIN } from "../support/ports.ts";
import { partNamed, signInByApi, signUpByApi } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";

// Many pages at three widths: on a busy machine it takes more than the default.
test.describe.configure({ timeout: 180_000 });

const publicRoutes = (partId: string) => [
  "/",
  "/parts",
  `/parts/${partId}`,
  "/blogs",
  "/myprotfolio",
  "/login",
  "/signup",
  "/resetpassword",
];
const customerRoutes = ["/deshboard", "/deshboard/myorders", "/deshboard/addreview"];
const adminRoutes = [
  "/deshboard/overview",
  "/deshboard/makeadmin",
  "/deshboard/addproduct",
  "/deshboard/manageorders",
  "/deshboard/manageproduct",
];

/** The page, once loaded, is no wider than the screen: nothing is cut off or scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, route: string) {
  await page.goto(route);
  await expect(page.locator("html[data-scripts]")).toBeAttached();
  await expect(page.getByRole("status", { name: "Loading" })).toHaveCount(0);
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scrollWidth, `${route} at ${width} px`).toBeLessThanOrEqual(width);
}

for (const width of [320, 390, 768]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("no public page scrolls sideways", async ({ page }) => {
      const part = await partNamed(page, "Climber 11-34 Cassette");
      for (const route of publicRoutes(part._id)) await expectNoSidewaysScroll(page, route);
    });

    test("no customer's dashboard page scrolls sideways", async ({ page }) => {
      await signUpByApi(page);
      for (const route of customerRoutes) await expectNoSidewaysScroll(page, route);
    });

    test("no admin's dashboard page scrolls sideways", async ({ page }) => {
      await signInByApi(page, ADMIN);
      for (const route of adminRoutes) await expectNoSidewaysScroll(page, route);
    });
  });
}
