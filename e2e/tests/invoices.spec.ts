import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { ADMIN } from "../support/ports.ts";
import { apiAs, partNamed, signInByApi, signUpByApi } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";

/* Issue 31: a paid order's invoice, and a refund's credit note, are downloads. */

/** Orders the part at its minimum and pays it with the good test card; answers the order's id. */
async function orderAndPay(page: Page, partName: string) {
  const part = await partNamed(page, partName);
  await page.goto(`/Order/${part._id}`);
  await expect(page.getByRole("heading", { name: part.name })).toBeVisible();
  await page.getByLabel("Phone Number").fill("+1 555 0131");
  await page.getByLabel("Address").fill("31 Invoice Avenue");
  await page.getByRole("button", { name: "Order", exact: true }).click();
  await page.getByRole("link", { name: "Pay now" }).click();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByText("Congrats! Your payment is Complete.")).toBeVisible();
  return { part, orderId: page.url().split("/").pop() ?? "" };
}

test("a customer pays an order and downloads its invoice from My orders", async ({ page }) => {
  await signUpByApi(page, { name: "Ivy Invoice" });
  const { part } = await orderAndPay(page, "Endurance 12-Speed Chain");
  await page.goto("/deshboard/myorders");
  const row = page.getByRole("row").filter({ hasText: part.name });
  const downloading = page.waitForEvent("download");
  await row.getByRole("button", { name: "Download invoice" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^invoice-\d{4}-\d{6}\.pdf$/);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 5).toString()).toBe("%PDF-");
});

test("a refunded order's credit note is a download for the customer and on the admin's order page", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signUpByApi(page, { name: "Rex Refund" });
  const { part, orderId } = await orderAndPay(page, "Comfort Pro Saddle");
  const owner = await browser.newPage({ baseURL });
  const admin = await signInByApi(owner, ADMIN);
  await apiAs(owner, admin, "POST", `/api/orders/${orderId}/refund`, {});

  await owner.goto(`/deshboard/manageorders/${orderId}`);
  await expect(owner.getByRole("button", { name: "Download invoice" })).toBeVisible();
  const note = owner.getByRole("button", { name: /^Credit note CN-\d{4}-\d{6}$/ });
  const downloading = owner.waitForEvent("download");
  await note.click();
  expect((await downloading).suggestedFilename()).toMatch(/^credit-note-CN-\d{4}-\d{6}\.pdf$/);
  await owner.close();

  await page.goto("/deshboard/myorders");
  const row = page.getByRole("row").filter({ hasText: part.name });
  await expect(row.getByRole("button", { name: /^Credit note CN-/ })).toBeVisible();
});
