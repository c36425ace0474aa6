import type { Page } from "@playwright/test";
import { ADMIN } from "../support/ports.ts";
import { apiAs, partNamed, signInByApi, signUpByApi } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";

/*
 * No page scrolls sideways on a small phone, a phone or a tablet: whatever does not fit wraps,
 * shrinks or becomes a card (the dashboard's tables). Each page is measured once it has loaded,
 * its lists filled (the customer has an order, the admin sees it).
 */
test.describe.configure({ timeout: 300_000 });

const widths = [320, 390, 768];

/** The page's width beyond the window's at each width, for every route that has any. */
async function overflowing(page: Page, routes: string[]) {
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    for (const route of routes) {
      await page.goto(route);
      await expect(page.locator("main")).toBeVisible();
      await expect(page.locator("html[data-scripts]")).toBeAttached();
      await expect(page.getByRole("status", { name: "Loading" })).toHaveCount(0);
      const { scroll, client } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      if (scroll > client) found.push(`${route} at ${width} px is ${scroll} px wide`);
    }
  }
  return found;
}

test("no public page scrolls sideways at 320, 390 and 768 px", async ({ page }) => {
  const part = await partNamed(page, "Climber 11-34 Cassette");
  const rotor = await partNamed(page, "Brakewell Storm Rotor");
  const routes = ["/", "/parts", `/parts/${part._id}`, "/login", "/signup", "/resetpassword", "/blogs", "/myprotfolio"];
  // A category's page with its filters chosen, and a part with options to pick.
  routes.push("/c/drivetrain/cassettes?spec.speeds=11&inStock=true", `/parts/${rotor._id}`);
  expect(await overflowing(page, routes)).toEqual([]);
});

test("no customer or admin page scrolls sideways at 320, 390 and 768 px", async ({ page, browser, baseURL }) => {
  const part = await partNamed(page, "Climber 11-34 Cassette");
  const customer = await signUpByApi(page, { name: "Wanda Widthwise" });
  const order = await apiAs(page, customer, "POST", "/api/orders", {
    productId: part._id,
    phone: "+1 555 0100",
    address: "2 Spoke Street, a long address that has to wrap on the smallest phones",
  });
  const customerRoutes = [
    `/Order/${part._id}`,
    "/deshboard",
    "/deshboard/myorders",
    "/deshboard/addreview",
    `/deshboard/payment/${order.insertedId}`,
  ];
  const found = await overflowing(page, customerRoutes);

  const owner = await browser.newPage({ baseURL });
  await signInByApi(owner, ADMIN);
  const adminRoutes = [
    "/deshboard/makeadmin",
    "/deshboard/addproduct",
    "/deshboard/manageproduct",
    `/deshboard/manageproduct/${part._id}/edit`,
    "/deshboard/manageorders",
    "/deshboard/overview",
    "/deshboard/importcatalog",
    "/deshboard/categories",
    "/deshboard/brands",
    "/deshboard/specs",
    `/deshboard/manageproduct/${part._id}/product`,
    "/deshboard/products",
    "/deshboard/discounts",
  ];
  found.push(...(await overflowing(owner, adminRoutes)));
  await owner.close();
  expect(found).toEqual([]);
});
