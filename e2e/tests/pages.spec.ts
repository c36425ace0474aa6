import { expect, test } from "./fixtures.ts";

test("blogs has six items that expand", async ({ page }) => {
  await page.goto("/blogs");
  await expect(page).toHaveTitle("Blogs - Bike Parts Hub");
  const items = page.locator("main details");
  await expect(items).toHaveCount(6);
  const search = items.filter({ hasText: "search a list of products by name" });
  await expect(search.getByRole("img")).toBeHidden();
  await search.locator("summary").click();
  await expect(search.getByRole("img", { name: "Code that filters products by name" })).toBeVisible();
});

test("portfolio lists 32 skills, two education entries and three projects", async ({ page }) => {
  await page.goto("/myprotfolio");
  await expect(page.getByRole("list", { name: "Skills" }).getByRole("listitem")).toHaveCount(32);
  await expect(page.getByRole("heading", { name: "Education" })).toBeVisible();
  await expect(page.locator("section[aria-labelledby=education-title] li")).toHaveCount(2);
  await expect(page.locator("section[aria-labelledby=projects-title] a")).toHaveCount(3);
});

test("a page opened from the navbar starts at the top", async ({ page }) => {
  await page.goto("/blogs");
  // Hydrated: the link is followed by the app's router, not by a page load.
  await expect(page.getByRole("button", { name: "Subscribe" })).toBeEnabled();
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole("navigation").getByRole("link", { name: "My Portfolio" }).first().click();
  await expect(page.getByRole("list", { name: "Skills" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe("an unknown route", () => {
  // The browser reports the page's own status 404 on the console.
  test.use({ expectedConsoleErrors: [/status of 404/] });
  test("shows the 404 page, with status 404", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("img", { name: "404: page not found" })).toBeVisible();
    await expect(page).toHaveTitle("Not Found - Bike Parts Hub");
  });
});

test("page titles follow '<page> - <product>'", async ({ page }) => {
  for (const [path, title] of [
    ["/login", "Login"],
    ["/signup", "SignUp"],
    ["/resetpassword", "Reset Password"],
    ["/home", "Home"],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(`${title} - Bike Parts Hub`);
  }
});

test("the catalog page finds a part by name and pages through the rest", async ({ page }) => {
  await page.goto("/parts");
  await expect(page.locator("main article")).toHaveCount(9);
  const first = await page.locator("main article h3").allTextContents();
  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/parts\?page=2&cursor=[\w-]+$/);
  await expect(page.getByText("Page 2")).toBeVisible();
  // The first page stays on screen until the second has arrived.
  await expect.poll(() => page.locator("main article h3").allTextContents()).not.toEqual(first);
  const second = await page.locator("main article h3").allTextContents();
  expect(second).toHaveLength(9);
  await page.reload();
  await expect(page.locator("main article h3")).toHaveText(second);
  await page.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(/\/parts$/);
  await expect(page.locator("main article h3")).toHaveText(first);
  await page.getByRole("searchbox", { name: "Search parts by name" }).fill("shift-12");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.locator("main article")).toHaveCount(1);
  await expect(page.locator("main article")).toContainText("Shift-12 Rear Derailleur");
});

test.describe("a failed request", () => {
  test.use({ expectedConsoleErrors: [/status of 503/] });
  test("shows an error instead of spinning", async ({ page }) => {
    await page.route("**/api/reviews", (route) =>
      route.fulfill({ status: 503, json: { message: "Reviews are resting" } }),
    );
    // The first page arrives with its reviews: they are asked for after a navigation in the app.
    await page.goto("/blogs");
    await expect(page.locator("html[data-scripts]")).toBeAttached();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
    await expect(page.locator("#reviews").getByRole("alert")).toHaveText("Reviews are resting");
  });
});

test.describe("phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("the navbar collapses into a menu that opens", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Blogs" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("link", { name: "Blogs" }).click();
    await expect(page).toHaveURL(/\/blogs$/);
  });
});

test("every page route is drawn on the server, whatever query string it gets", async ({ request }) => {
  const routes = ["/", "/home", "/parts", "/parts/not-a-part", "/login", "/signup", "/resetpassword"];
  routes.push("/newpassword", "/verified", "/Order/x", "/deshboard", "/deshboard/myorders", "/deshboard/addreview");
  routes.push("/deshboard/payment/x", "/deshboard/overview", "/deshboard/makeadmin", "/deshboard/addproduct");
  routes.push("/deshboard/manageproduct", "/deshboard/manageproduct/x/edit", "/deshboard/manageorders", "/blogs");
  routes.push("/myprotfolio", "/deshboard/importcatalog", "/deshboard/categories", "/deshboard/brands");
  routes.push("/deshboard/specs", "/deshboard/manageproduct/x/product", "/deshboard/products", "/no/such/page");
  routes.push("/stock-alerts/confirm", "/stock-alerts/unsubscribe");
  routes.push("/deshboard/returns");
  routes.push("/deshboard/discounts");
  const queries = ["", "?error=access_denied", "?token=abc&error=INVALID_TOKEN", "?q=%F0%9F%9A%B2&page=-1"];
  queries.push("?returnTo=https%3A%2F%2Felsewhere.example", "?q=%3Cscript%3E", "?&&=&", `?x=${"y".repeat(3000)}`);
  // Each route with one query string in turn, and the login page (where Google sends a failed
  // sign-in back) with all of them: every address is a fresh render, so the run stays short.
  const addresses = routes.map((route, i) => `${route}${queries[i % queries.length]}`);
  addresses.push(...queries.map((query) => `/login${query}`));
  for (const address of addresses) {
    const res = await request.get(address);
    expect(res.status(), address.slice(0, 80)).toBeLessThan(500);
    expect(res.headers()["content-type"], address.slice(0, 80)).toMatch(/text\/html/);
  }
});
