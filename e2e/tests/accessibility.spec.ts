import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { ADMIN, servicePorts } from "../support/ports.ts";
import { apiAs, partNamed, signUpByApi } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";

// axe takes a few seconds a page, and each test walks several pages.
test.describe.configure({ timeout: 180_000 });

const widths = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
];
const publicRoutes = [
  "/",
  "/parts",
  "/login",
  "/signup",
  "/resetpassword",
  "/blogs",
  "/myprotfolio",
  "/verified",
  "/no/such/page",
];

async function expectNoSeriousViolations(page: Page, route: string) {
  await page.goto(route);
  await expect(page.locator("main")).toBeVisible();
  await expect(page.getByRole("status", { name: "Loading" })).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(serious, route).toEqual([]);
}

/** A page in a fresh context (axe needs one), with animations settled. */
async function freshPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
  return { context, page: await context.newPage() };
}

for (const { name, viewport } of widths) {
  test(`no serious accessibility violation for a visitor (${name})`, async ({ browser }) => {
    const { context, page } = await freshPage(browser, viewport);
    for (const route of publicRoutes) await expectNoSeriousViolations(page, route);
    await context.close();
  });

  test(`no serious accessibility violation for a customer (${name})`, async ({ browser }) => {
    const { context, page } = await freshPage(browser, viewport);
    const customer = await signUpByApi(page);
    const part = await partNamed(page, "Climber 11-34 Cassette");
    const { insertedId } = await apiAs(page, customer, "POST", "/api/orders", {
      productId: part._id,
      phone: "+1 555 0100",
      address: "2 Spoke Street",
    });
    for (const route of ["/", "/deshboard", "/deshboard/myorders", "/deshboard/addreview", `/Order/${part._id}`]) {
      await expectNoSeriousViolations(page, route);
    }
    await expectNoSeriousViolations(page, `/deshboard/payment/${insertedId}`);
    await context.close();
  });

  test(`no serious accessibility violation for an admin (${name})`, async ({ browser }) => {
    const { context, page } = await freshPage(browser, viewport);
    const signIn = await page.request.post("/api/auth/sign-in/email", {
      data: ADMIN,
      headers: { origin: `http://127.0.0.1:${servicePorts.shop}` },
    });
    expect(signIn.ok()).toBe(true);
    for (const route of [
      "/deshboard",
      "/deshboard/makeadmin",
      "/deshboard/addproduct",
      "/deshboard/manageproduct",
      "/deshboard/manageorders",
    ]) {
      await expectNoSeriousViolations(page, route);
    }
    await context.close();
  });
}
