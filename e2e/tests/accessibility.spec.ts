import type { Browser, Page } from "@playwright/test";
import { ADMIN, servicePorts } from "../support/ports.ts";
import { type Account, apiAs, partNamed, signUpByApi } from "./accounts.ts";
import { expectNothingSerious } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

// axe takes a few seconds a page, and each test walks half the routes.
test.describe.configure({ timeout: 300_000 });

const widths = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
];

/**
 * Every route of the app, with a part to order and an order of the caller's own to pay (a visitor
 * is sent to the login page, a customer away from the admin pages, as each would be).
 */
const everyRoute = (partId: string, orderId: string, variantId: string) => [
  "/",
  "/home",
  "/parts",
  // The catalog with filters chosen, a category's page, and a part with options to pick from.
  "/parts?brand=velotek&inStock=true&sort=price",
  "/c/drivetrain/cassettes?spec.speeds=11",
  `/parts/${variantId}`,
  "/login",
  "/signup",
  "/resetpassword",
  "/newpassword",
  "/verified",
  "/stock-alerts/confirm?token=abc",
  "/stock-alerts/unsubscribe?token=abc",
  "/blogs",
  "/myprotfolio",
  "/no/such/page",
  `/Order/${partId}`,
  "/deshboard",
  "/deshboard/myorders",
  "/deshboard/addreview",
  `/deshboard/payment/${orderId}`,
  "/deshboard/makeadmin",
  "/deshboard/addproduct",
  "/deshboard/manageproduct",
  `/deshboard/manageproduct/${partId}/edit`,
  "/deshboard/manageorders",
  "/deshboard/overview",
  "/deshboard/importcatalog",
  "/deshboard/categories",
  "/deshboard/brands",
  "/deshboard/specs",
  "/garage",
  "/deshboard/importbikes",
  `/deshboard/manageproduct/${partId}/product`,
  "/deshboard/products",
  "/deshboard/returns",
];

/**
 * Opens the route and checks the page it lands on, unless a guard sent the walk to a page it has
 * checked already (a visitor's admin routes all end on /login, a customer's on /deshboard): the
 * same page again would only cost the walk a few seconds of axe.
 */
async function expectNoSeriousViolations(page: Page, route: string, checked: Set<string>) {
  await page.goto(route);
  await expect(page.locator("html[data-scripts]")).toBeAttached();
  await settled(page);
  const landed = new URL(page.url());
  const where = landed.pathname + landed.search;
  if (checked.has(where)) return;
  checked.add(where);
  await expectNoSeriousViolationsNow(page, route);
}

async function settled(page: Page) {
  await expect(page.locator("main")).toBeVisible();
  await expect(page.getByRole("status", { name: "Loading" })).toHaveCount(0);
}

/** axe on the page as it is now, once nothing is loading. */
async function expectNoSeriousViolationsNow(page: Page, route: string) {
  await settled(page);
  await expectNothingSerious(page, route);
}

/** A page in a fresh context (axe needs one), with animations settled. */
async function freshPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
  return { context, page: await context.newPage() };
}

/** An order of this account's own, so that its payment page is one it may see. */
async function orderOfOwn(page: Page, account: Account, partId: string): Promise<string> {
  const made = await apiAs(page, account, "POST", "/api/orders", {
    productId: partId,
    phone: "+1 555 0100",
    address: "2 Spoke Street",
  });
  return made.insertedId;
}

/** The first administrator, signed in through the API with an access token, as the app does. */
async function signInAdmin(page: Page): Promise<Account> {
  const signIn = await page.request.post("/api/auth/sign-in/email", {
    data: ADMIN,
    headers: { origin: `http://127.0.0.1:${servicePorts.shop}` },
  });
  expect(signIn.ok()).toBe(true);
  const { token } = await (await page.request.put(`/api/user/${ADMIN.email}`)).json();
  return { name: "Admin", ...ADMIN, token };
}

for (const { name, viewport } of widths) {
  for (const [role, who] of [
    ["visitor", "a visitor"],
    ["customer", "a customer"],
    ["admin", "an admin"],
  ] as const) {
    // Two walks, the shop's pages and the dashboard's, so that no one test takes minutes on a
    // slow machine and the two halves run side by side.
    for (const [side, onDashboard] of [
      ["the shop's pages", false],
      ["the dashboard's pages", true],
    ] as const) {
      test(`no serious accessibility violation on ${side} for ${who} (${name})`, async ({ browser }) => {
        const { context, page } = await freshPage(browser, viewport);
        const part = await partNamed(page, "Climber 11-34 Cassette");
        const variant = await partNamed(page, "Brakewell Storm Rotor");
        const account =
          role === "customer" ? await signUpByApi(page) : role === "admin" ? await signInAdmin(page) : undefined;
        // Only the dashboard's payment page needs an order, and only its owner may see it.
        const orderId = account && onDashboard ? await orderOfOwn(page, account, part._id) : crypto.randomUUID();
        const routes = everyRoute(part._id, orderId, variant._id).filter(
          (route) => route.startsWith("/deshboard") === onDashboard,
        );
        const checked = new Set<string>();
        for (const route of routes) await expectNoSeriousViolations(page, route, checked);
        // Still who the walk began as: nothing on the way signed the account out.
        const logOut = page.getByRole("button", { name: "LogOut", includeHidden: true }).first();
        await expect(logOut).toBeAttached({ attached: account !== undefined });
        await context.close();
      });
    }
  }
}

for (const { name, viewport } of widths) {
  test(`field messages and the red error box can be read (${name})`, async ({ browser }) => {
    const { context, page } = await freshPage(browser, viewport);
    await page.goto("/signup");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expectNoSeriousViolationsNow(page, "/signup with its messages");

    await page.goto("/login");
    await page.getByLabel("Email").fill("nobody@example.com");
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expectNoSeriousViolationsNow(page, "/login with its error box");
    await context.close();
  });
}
