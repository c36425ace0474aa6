import type { Browser, Page } from "@playwright/test";
import { ADMIN } from "../../support/ports.ts";
import { type Account, apiAs, linkIn, logIn, mailTo, signInByApi, signUpByApi } from "../accounts.ts";
import { expect, test } from "../fixtures.ts";

/*
 * Back-in-stock alerts (issue 31): a part is sold out by another rider's order, a customer asks
 * to be told, the admin restocks it through Edit Product, and the mail arrives with links that
 * work. Each person has a browser context of their own.
 */

const scriptsRunning = (page: Page) => expect(page.locator("html[data-scripts]")).toBeAttached();

async function newPage(browser: Browser) {
  return (await browser.newContext()).newPage();
}

/** A part of the test's own, added by the admin, then sold out by a buyer's unpaid order. */
async function soldOutPart(browser: Browser, name: string) {
  const page = await newPage(browser);
  const admin = await signInByApi(page, ADMIN);
  const { insertedId: id } = (await apiAs(page, admin, "POST", "/api/parts", {
    name,
    img: "/images/parts/grips.svg",
    des: "A bell riders wait for.",
    price: 11.5,
    minQuantity: 1,
    availableQuantity: 1,
  })) as { insertedId: string };
  const buyerPage = await newPage(browser);
  const buyer: Account = await signUpByApi(buyerPage);
  await apiAs(buyerPage, buyer, "POST", "/api/orders", {
    productId: id,
    orderQuantity: 1,
    phone: "+1 555 0100",
    address: "7 Chain Lane",
  });
  await page.context().close();
  await buyerPage.context().close();
  return id;
}

/** The admin restocks the part through the dashboard's Edit Product form. */
async function restockThroughUi(browser: Browser, name: string, units: string) {
  const page = await newPage(browser);
  await page.goto("/login");
  await scriptsRunning(page);
  await logIn(page, ADMIN);
  await expect(page).toHaveURL("/");
  await page.goto("/deshboard/manageproduct");
  await page.getByRole("searchbox", { name: "Search products by name" }).fill(name);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page
    .getByRole("row")
    .filter({ hasText: name })
    .getByRole("link", { name: `Edit ${name}` })
    .click();
  await expect(page.getByLabel("Available Quantity")).toHaveValue("0");
  await page.getByLabel("Available Quantity").fill(units);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText(`Successfully ${name} Product updated`)).toBeVisible();
  await page.context().close();
}

test("a customer asks to be told of a sold-out part and gets one mail when the admin restocks it", async ({
  page,
  browser,
}) => {
  // Four people's browsers and a mail: on a busy two-core machine this walk took just over 60 s.
  test.slow();
  const name = `Aaa Wanted Bell ${Date.now()}`;
  const id = await soldOutPart(browser, name);
  const customer = await signUpByApi(page);

  // The spec's order page offers it too, beside its form.
  await page.goto(`/Order/${id}`);
  await scriptsRunning(page);
  await expect(page.getByRole("button", { name: "Notify me when available" })).toBeEnabled();

  await page.goto(`/parts/${id}`);
  await scriptsRunning(page);
  await expect(page.getByText("Sold out")).toBeVisible();
  await page.getByRole("button", { name: "Notify me when available" }).click();
  const told = `We will e-mail you once when ${name} is back in stock.`;
  await expect(page.getByRole("status").filter({ hasText: told })).toBeVisible();

  await restockThroughUi(browser, name, "6");

  const mail = await mailTo(page, customer.email, new RegExp(`^${name} is back in stock$`));
  const partLink = linkIn(mail.text);
  expect(new URL(partLink).pathname).toBe(`/parts/${id}`);
  await page.goto(partLink);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByText("Only 6 left")).toBeVisible();
  await expect(page.getByRole("button", { name: "Notify me when available" })).toHaveCount(0);

  // The unsubscribe link works in a browser that is not signed in.
  const unsubscribeLink = mail.text.match(/No more alerts about this part: (\S+)/)?.[1] ?? "";
  const stranger = await newPage(browser);
  await stranger.goto(unsubscribeLink);
  await scriptsRunning(stranger);
  await stranger.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(stranger.getByRole("status")).toHaveText("You will get no more mails about this part.");
  await stranger.context().close();
});

test.describe("a visitor", () => {
  // The replayed link's refusal (409) is logged by the browser as a failed load.
  test.use({ expectedConsoleErrors: [/status of 409/] });

  test("confirms the address through the mailed link before any alert waits", async ({ page, browser }) => {
    const name = `Aaa Wanted Lever ${Date.now()}`;
    const id = await soldOutPart(browser, name);
    const email = `visitor${Date.now().toString(36)}@example.com`;

    await page.goto(`/parts/${id}`);
    await scriptsRunning(page);
    await page.getByLabel("Your e-mail for the alert").fill("not an address");
    await page.getByRole("button", { name: "Notify me when available" }).click();
    await expect(page.getByText("The e-mail address is not valid")).toBeVisible();
    await page.getByLabel("Your e-mail for the alert").fill(email);
    await page.getByRole("button", { name: "Notify me when available" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Check your mail" })).toBeVisible();

    const mail = await mailTo(page, email, new RegExp(`^Confirm your alert for ${name}$`));
    await page.goto(linkIn(mail.text));
    await scriptsRunning(page);
    await page.getByRole("button", { name: "Confirm my alert" }).click();
    await expect(page.getByRole("status")).toHaveText(
      `Thank you: we will e-mail you once when ${name} is back in stock.`,
    );
    // The same link again is refused, and says why.
    await page.reload();
    await scriptsRunning(page);
    await page.getByRole("button", { name: "Confirm my alert" }).click();
    // The page's own message; the failed request's toast may say so beside it.
    await expect(page.getByRole("main").getByRole("alert")).toContainText("already used");
  });
});
