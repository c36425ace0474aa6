import { SHOP } from "../support/shop.ts";
import { expect, test } from "./fixtures.ts";

/*
 * SHOP_EMAIL, SHOP_PHONE and SHOP_ADDRESS reach pages that were rendered at build time: the
 * server fills them in when it sends a page, and the app, once started, shows the same.
 */
const placeholders = /\{email\}|\{phone\}|__SHOP_/;

test("the footer holds the shop's settings on pre-rendered pages, app pages and after navigating", async ({ page }) => {
  for (const route of ["/", "/blogs", "/login", "/parts"]) {
    await page.goto(route);
    const address = page.getByRole("contentinfo").locator("address");
    await expect(address, route).toContainText(SHOP.address);
    await expect(address.getByRole("link", { name: SHOP.email }), route).toHaveAttribute(
      "href",
      `mailto:${SHOP.email}`,
    );
    await expect(address, route).toContainText(`Phone: ${SHOP.phone}`);
    expect(await page.locator("body").textContent(), route).not.toMatch(placeholders);
  }
});

test("the portfolio shows the shop's e-mail, before and after its scripts run", async ({ page, browser, request }) => {
  const html = await (await request.get("/myprotfolio")).text();
  expect(html).not.toMatch(placeholders);
  expect(html).toContain(SHOP.email);

  const noScripts = await browser.newContext({ javaScriptEnabled: false });
  const still = await noScripts.newPage();
  await still.goto("/myprotfolio");
  await expect(still.getByRole("main").getByRole("link", { name: SHOP.email })).toBeVisible();
  await expect(still.getByRole("contentinfo")).toContainText(SHOP.address);
  await noScripts.close();

  await page.goto("/myprotfolio");
  const email = page.getByRole("main").getByRole("link", { name: SHOP.email });
  await expect(email).toHaveAttribute("href", `mailto:${SHOP.email}`);
  expect(await page.locator("body").textContent()).not.toMatch(placeholders);
});

test("footer and portfolio at desktop and phone width", async ({ page }, testInfo) => {
  for (const [name, viewport] of [
    ["desktop", { width: 1280, height: 800 }],
    ["phone", { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto("/myprotfolio");
    await expect(page.getByRole("main").getByRole("link", { name: SHOP.email })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`portfolio-${name}.png`) });
    const footer = page.getByRole("contentinfo");
    await footer.scrollIntoViewIfNeeded();
    await footer.screenshot({ path: testInfo.outputPath(`footer-${name}.png`) });
    await expect(footer.locator("address")).toContainText(SHOP.phone);
  }
});
