import { expect, test } from "./fixtures.ts";

/*
 * zod asks the browser once whether it may use eval; the content security policy refuses, and
 * Chromium lists the refusal as an issue (Lighthouse's best practices counted it). The web app
 * tells zod not to ask (lib/zod-without-eval.ts): no page with a form asks.
 */
test("the forms' checks run without the browser refusing an eval", async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { refused: string[] }).refused = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  for (const route of ["/login", "/signup"]) {
    await page.goto(route);
    await expect(page.locator("html[data-scripts]")).toBeAttached();
    // An empty form sent: zod's checks run and say what is missing.
    await page.getByRole("button", { name: route === "/login" ? "Login" : "Sign Up", exact: true }).click();
    await expect(page.getByText(/is required/i).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { refused: string[] }).refused), route).toEqual([]);
  }
});
