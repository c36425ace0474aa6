import { readFile } from "node:fs/promises";
import { partNamed, signUpByApi } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";

/* Issue 31: a paid order's invoice is a download on My orders. */

test("a customer pays an order and downloads its invoice from My orders", async ({ page }) => {
  await signUpByApi(page, { name: "Ivy Invoice" });
  const part = await partNamed(page, "Endurance 12-Speed Chain");
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

  await page.goto("/deshboard/myorders");
  const row = page.getByRole("row").filter({ hasText: part.name });
  const downloading = page.waitForEvent("download");
  await row.getByRole("button", { name: "Download invoice" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^invoice-\d{4}-\d{6}\.pdf$/);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 5).toString()).toBe("%PDF-");
});
