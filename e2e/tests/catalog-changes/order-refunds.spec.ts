import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { ADMIN } from "../../support/ports.ts";
import { type Account, apiAs, logIn, mailTo, partNamed, signUpByApi } from "../accounts.ts";
import { expect, test } from "../fixtures.ts";

/* Refunds give units back to parts and the export lists every order, so these run after the counting tests. */

async function signInAs(page: Page, account: Pick<Account, "email" | "password">, screen: string) {
  await page.context().clearCookies();
  await page.goto("/login");
  await logIn(page, account);
  await expect(page).toHaveURL("/");
  await page.goto(`/deshboard/${screen}`);
}

/** Manage Order's rows of this customer, found by a search on whichever page they are. */
async function ordersOf(page: Page, buyer: Account) {
  await page.getByRole("searchbox", { name: "Search orders by e-mail or product" }).fill(buyer.email);
  await page.getByRole("button", { name: "Search" }).click();
  return page.getByRole("row").filter({ hasText: buyer.name });
}

/** A customer's order of the part's minimum, paid on the payment page with a sandbox test card. */
async function paidOrder(page: Page, partName: string, card: string) {
  const buyer = await signUpByApi(page, { name: `Refund Rider ${Date.now()}` });
  const part = await partNamed(page, partName);
  const { insertedId } = await apiAs(page, buyer, "POST", "/api/orders", {
    productId: part._id,
    phone: "+1 555 0142",
    address: "4 Spoke Street",
  });
  await page.goto(`/deshboard/payment/${insertedId}`);
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByText("Congrats! Your payment is Complete.")).toBeVisible();
  return { buyer, part: await partNamed(page, partName) };
}

test("an admin refunds a paid order; both order lists show 'Refunded' and the units are back", async ({ page }) => {
  const { buyer, part } = await paidOrder(page, "Carbon Riser Handlebar 780 mm", "4242 4242 4242 4242");

  await signInAs(page, ADMIN, "manageorders");
  const row = await ordersOf(page, buyer);
  await expect(row.getByText("Pending")).toBeVisible();
  await row.getByRole("button", { name: `Refund ${part.name} to ${buyer.name}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: `Refund the order of ${part.name}?` })).toBeVisible();
  await dialog.getByRole("button", { name: "Refund" }).click();
  await expect(page.getByText(`Refunded the order of ${part.name}`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByText("Refunded", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: /^(Ship|Refund) / })).toHaveCount(0);
  await expect(row.getByRole("button", { name: /^Delete the order/ })).toBeVisible();
  expect((await partNamed(page, part.name)).availableQuantity).toBe(part.availableQuantity + part.minQuantity);
  expect((await mailTo(page, buyer.email, /was refunded/)).text).toContain(`${part.minQuantity} x ${part.name}`);

  await signInAs(page, buyer, "myorders");
  const mine = page.getByRole("row").filter({ hasText: part.name });
  await expect(mine.getByText("Refunded", { exact: true })).toBeVisible();
  await expect(mine.getByText("Paid", { exact: true })).toHaveCount(0);
  await expect(mine.getByRole("link", { name: "Payment" })).toHaveCount(0);
});

test.describe("a refund the provider refuses", () => {
  test.use({ expectedConsoleErrors: [/status of 502/] });

  test("shows the provider's reason and leaves the order pending", async ({ page }) => {
    // Stripe's test card whose refunds fail; the sandbox refuses them at once.
    const { buyer, part } = await paidOrder(page, "Hollowtech-Style Crankset 170 mm", "4000 0000 0000 5126");
    await signInAs(page, ADMIN, "manageorders");
    const row = await ordersOf(page, buyer);
    await row.getByRole("button", { name: `Refund ${part.name} to ${buyer.name}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Refund" }).click();
    await expect(
      page.getByText("The payment provider refused the refund: The card's bank refused the refund."),
    ).toBeVisible();
    await expect(row.getByText("Pending")).toBeVisible();
    await expect(row.getByRole("button", { name: /^Ship / })).toBeVisible();
    expect((await partNamed(page, part.name)).availableQuantity).toBe(part.availableQuantity);
  });
});

test("Export CSV downloads every order, the header row first", async ({ page }) => {
  const buyer = await signUpByApi(page, { name: `Export Rider ${Date.now()}` });
  const part = await partNamed(page, "Climber 11-34 Cassette");
  await apiAs(page, buyer, "POST", "/api/orders", { productId: part._id, phone: "+1 555 0143", address: "5 Hub Way" });

  await signInAs(page, ADMIN, "manageorders");
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), "utf8")).split("\r\n");
  expect(lines[0]).toBe(
    '"Order","Placed at","Customer","Email","Phone","Address","Part","Product","Unit price","Quantity","Total","Paid","Status","Transaction","SKU","Line","Shipping","Tax","Order total"',
  );
  const ours = lines.find((line) => line.includes(buyer.email));
  expect(ours).toContain(`"${part.name}"`);
  expect(ours).toContain('"5 Hub Way"');
});
