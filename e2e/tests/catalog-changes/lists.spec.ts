import type { Page } from "@playwright/test";
import { ADMIN } from "../../support/ports.ts";
import { apiAs, logIn, partNamed, signUpByApi } from "../accounts.ts";
import { expect, test } from "../fixtures.ts";

/*
 * The admin's lists page through the API's cursors (decision 0017): 20 rows a page, Previous /
 * Next, a search, and the page in the address. The rows are made here through the real API.
 */

const stamp = `${Date.now().toString(36)}${process.pid}`;

async function asAdmin(page: Page, screen: string) {
  await page.context().clearCookies();
  await page.goto("/login");
  await logIn(page, ADMIN);
  await expect(page).toHaveURL("/");
  await page.goto(`/deshboard/${screen}`);
}

const pager = (page: Page) => page.getByRole("navigation", { name: "Pages" });
const bodyRows = (page: Page) => page.locator("tbody tr");

test("Make Admin: a search for 21 users is two pages, walked there and back, kept on reload", async ({ page }) => {
  const emails = [];
  for (let i = 0; i < 21; i++)
    emails.push((await signUpByApi(page, { email: `lists${stamp}u${i}@example.com` })).email);
  await asAdmin(page, "makeadmin");
  await page.getByRole("searchbox", { name: "Search users by e-mail" }).fill(`lists${stamp}u`);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=lists${stamp}u$`));
  // Newest first: the last made is first, and the first made is alone on page 2.
  await expect(bodyRows(page)).toHaveCount(20);
  await expect(bodyRows(page).first()).toContainText(emails[20] ?? "");
  await expect(pager(page).getByText("Page 1")).toBeVisible();
  await expect(pager(page).getByRole("link", { name: "Previous" })).toHaveCount(0);

  await pager(page).getByRole("link", { name: "Next" }).click();
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page)).toContainText(emails[0] ?? "");
  await expect(bodyRows(page).getByRole("rowheader")).toHaveText("21");
  await expect(pager(page).getByText("Page 2")).toBeVisible();
  await expect(pager(page).getByRole("link", { name: "Next" })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search users by e-mail" })).toHaveValue(`lists${stamp}u`);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page)).toContainText(emails[0] ?? "");

  await pager(page).getByRole("link", { name: "Previous" }).click();
  await expect(bodyRows(page)).toHaveCount(20);
  await expect(page).toHaveURL(new RegExp(`\\?q=lists${stamp}u$`));

  await page.getByRole("searchbox", { name: "Search users by e-mail" }).fill(`lists${stamp}u7@`);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page)).toContainText(emails[7] ?? "");
  await expect(pager(page)).toHaveCount(0);
  await page.getByRole("searchbox", { name: "Search users by e-mail" }).fill(`nobody${stamp}`);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("cell", { name: `Nothing matches “nobody${stamp}”.` })).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(1);
});

test("Manage Product's: the catalog in pages of 12 and a search by name", async ({ page }) => {
  await asAdmin(page, "manageproduct");
  await expect(bodyRows(page)).toHaveCount(12);
  const firstName = await bodyRows(page).first().getByRole("cell").nth(1).textContent();
  await pager(page).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/deshboard\/manageproduct\?page=2&cursor=[\w-]+$/);
  await expect(bodyRows(page).first().getByRole("rowheader")).toHaveText("13");
  await expect(bodyRows(page).first()).not.toContainText(firstName ?? "");
  await page.reload();
  await expect(bodyRows(page).first().getByRole("rowheader")).toHaveText("13");
  await pager(page).getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(/\/deshboard\/manageproduct$/);
  await expect(bodyRows(page)).toHaveCount(12);
  await expect(bodyRows(page).first().getByRole("rowheader")).toHaveText("1");

  // A name only one part of the grown demo catalog has (several are derailleurs).
  await page.getByRole("searchbox", { name: "Search products by name" }).fill("shift-12");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page)).toContainText("Shift-12 Rear Derailleur");
  await page.reload();
  await expect(bodyRows(page)).toContainText("Shift-12 Rear Derailleur");
});

test("Manage Order's: 21 orders of one customer in two pages, a search, a status filter", async ({ page }) => {
  const buyer = await signUpByApi(page, { name: `Lister ${stamp}`, email: `lists${stamp}buyer@example.com` });
  const part = await partNamed(page, "Endurance 12-Speed Chain");
  const ids: string[] = [];
  for (let i = 0; i < 21; i++) {
    const made = await apiAs(page, buyer, "POST", "/api/orders", {
      productId: part._id,
      phone: "+1 555 0123",
      address: "1 Gear Road",
    });
    ids.push(made.insertedId);
  }
  const { clientSecret } = await apiAs(page, buyer, "POST", "/api/create-payment-intent", { orderId: ids[20] });
  const card = { number: "4242424242424242", expMonth: 12, expYear: 2040, cvc: "123" };
  const { id } = await apiAs(page, buyer, "POST", "/api/sandbox-payments/confirm", { clientSecret, card });
  await apiAs(page, buyer, "PATCH", `/api/orders/${ids[20]}`, { transactionId: id });

  await asAdmin(page, "manageorders");
  const search = page.getByRole("searchbox", { name: "Search orders by e-mail or product" });
  await search.fill(buyer.email);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(bodyRows(page)).toHaveCount(20);
  await expect(bodyRows(page).first()).toContainText("Pending");
  await pager(page).getByRole("link", { name: "Next" }).click();
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page)).toContainText("UnPaid");
  await page.reload();
  await expect(search).toHaveValue(buyer.email);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(pager(page).getByText("Page 2")).toBeVisible();
  await pager(page).getByRole("link", { name: "Previous" }).click();
  await expect(bodyRows(page)).toHaveCount(20);

  const status = page.getByRole("combobox", { name: "Status" });
  await status.selectOption("Pending");
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page)).toContainText(`Lister ${stamp}`);
  await expect(page).toHaveURL(/status=Pending/);
  await page.reload();
  await expect(status).toHaveValue("Pending");
  await expect(search).toHaveValue(buyer.email);
  await expect(bodyRows(page)).toHaveCount(1);
  await status.selectOption("UnPaid");
  await expect(bodyRows(page)).toHaveCount(20);
  await expect(bodyRows(page).getByText("Pending")).toHaveCount(0);
  await status.selectOption("Shipped");
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page)).toHaveText(`Nothing matches “${buyer.email}”.`);
});

test("My orders: a customer's 21 orders in two pages", async ({ page }) => {
  const buyer = await signUpByApi(page, { name: `Own Lister ${stamp}` });
  const part = await partNamed(page, "Endurance 12-Speed Chain");
  for (let i = 0; i < 21; i++) {
    await apiAs(page, buyer, "POST", "/api/orders", {
      productId: part._id,
      phone: "+1 555 0123",
      address: "1 Gear Road",
    });
  }
  await page.goto("/deshboard/myorders");
  await expect(bodyRows(page)).toHaveCount(20);
  await pager(page).getByRole("link", { name: "Next" }).click();
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).getByRole("rowheader")).toHaveText("21");
  await page.reload();
  await expect(bodyRows(page)).toHaveCount(1);
  await pager(page).getByRole("link", { name: "Previous" }).click();
  await expect(bodyRows(page)).toHaveCount(20);
});
