import path from "node:path";
import { fileURLToPath } from "node:url";
import { ADMIN } from "../../support/ports.ts";
import { apiAs, logIn, partNamed, signUpByApi } from "../accounts.ts";
import { expect, test } from "../fixtures.ts";

const bellPicture = fileURLToPath(new URL("../../fixtures/bell.png", import.meta.url));

async function asAdmin(page: import("@playwright/test").Page, screen: string) {
  await page.context().clearCookies();
  await page.goto("/login");
  await logIn(page, ADMIN);
  await expect(page).toHaveURL("/");
  await page.goto(`/deshboard/${screen}`);
}

test("an admin adds a product with a picture, sees it in the shop, and deletes it", async ({ page }) => {
  await asAdmin(page, "addproduct");
  await expect(page).toHaveTitle("Add Product - Bike Parts Hub");
  await page.getByRole("button", { name: "Add Product" }).click();
  for (const text of ["Name is required", "Image is required", "Price is required", "Description is required"]) {
    await expect(page.getByText(text)).toBeVisible();
  }
  await expect(page.getByText("Minimum Quantity", { exact: true }).last()).toHaveClass(/text-error/);
  await expect(page.getByText("Available Quantity", { exact: true }).last()).toHaveClass(/text-error/);

  await page.getByLabel("Name").fill("Aardvark Brass Bell");
  await page.getByLabel("Image").setInputFiles(path.resolve(bellPicture));
  await page.getByLabel("Price").fill("12.50");
  await page.getByLabel("Minimum Quantity").fill("2");
  await page.getByLabel("Available Quantity").fill("40");
  await page.getByLabel("Description").fill("A loud brass bell for city rides.");
  await page.getByRole("button", { name: "Add Product" }).click();
  await expect(page.getByText("Successfully Aardvark Brass Bell Product added")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("");

  await page.goto("/");
  const card = page.locator("#parts article").filter({ hasText: "Aardvark Brass Bell" });
  await expect(card).toBeVisible();
  await expect(card.getByRole("img")).toHaveAttribute("src", /^\/uploads\/[0-9a-f-]{36}\.webp$/);
  await expect(card).toContainText("$12.50");

  // Other tests add parts meanwhile: the search finds it on whichever page it is.
  await page.goto("/deshboard/manageproduct?q=Aardvark");
  const row = page.getByRole("row").filter({ hasText: "Aardvark Brass Bell" });
  await expect(row).toContainText("$12.50");
  await expect(row).toContainText("40");
  await row.getByRole("button", { name: "Delete Aardvark Brass Bell" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Deleted Aardvark Brass Bell Successfully")).toBeVisible();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(row).toHaveCount(0);
  await page.goto("/");
  await expect(page.locator("#parts article").filter({ hasText: "Aardvark Brass Bell" })).toHaveCount(0);
});

test("an admin makes a user an admin and deletes another user", async ({ page }) => {
  const promoted = await signUpByApi(page);
  const doomed = await signUpByApi(page);
  await asAdmin(page, "makeadmin");
  await expect(page.getByRole("columnheader", { name: "User Email" })).toBeVisible();
  // Other tests add users meanwhile: each is found by a search, on whichever page it is.
  const search = async (email: string) => {
    await page.getByRole("searchbox", { name: "Search users by e-mail" }).fill(email);
    await page.getByRole("button", { name: "Search" }).click();
  };
  await search(promoted.email);

  const promotedRow = page.getByRole("row").filter({ hasText: promoted.email });
  await promotedRow.getByRole("button", { name: `Make ${promoted.email} an admin` }).click();
  await expect(page.getByText("Successfully Made an Admin")).toBeVisible();
  await expect(promotedRow.getByText("Already Admin")).toBeVisible();
  await expect(promotedRow.getByRole("button")).toHaveCount(0);

  await search(doomed.email);
  const doomedRow = page.getByRole("row").filter({ hasText: doomed.email });
  await doomedRow.getByRole("button", { name: `Delete ${doomed.email}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(`Deleted ${doomed.email} Successfully`)).toBeVisible();
  // The search now finds nobody, and says so.
  await expect(page.getByRole("cell", { name: `Nothing matches “${doomed.email}”.` })).toBeVisible();
  await expect(doomedRow.getByRole("button")).toHaveCount(0);
});

test("an admin ships a paid order and sees the blue Shipped badge", async ({ page }) => {
  const buyer = await signUpByApi(page, { name: `Shipping Sam ${Date.now()}` });
  const part = await partNamed(page, "Flatline Platform Pedals");
  const made = async () => {
    const { insertedId } = await apiAs(page, buyer, "POST", "/api/orders", {
      productId: part._id,
      phone: "+1 555 0123",
      address: "1 Gear Road",
    });
    return insertedId as string;
  };
  const paidId = await made();
  await made();
  const { clientSecret } = await apiAs(page, buyer, "POST", "/api/create-payment-intent", { orderId: paidId });
  const card = { number: "4242424242424242", expMonth: 12, expYear: 2040, cvc: "123" };
  const { id } = await apiAs(page, buyer, "POST", "/api/sandbox-payments/confirm", { clientSecret, card });
  await apiAs(page, buyer, "PATCH", `/api/orders/${paidId}`, { transactionId: id });

  await asAdmin(page, `manageorders?q=${buyer.email}`);
  const rows = page.getByRole("row").filter({ hasText: buyer.name });
  await expect(rows).toHaveCount(2);
  const unpaid = rows.filter({ hasText: "UnPaid" });
  await expect(unpaid.getByRole("button", { name: /Delete the order/ })).toBeVisible();
  const paid = rows.filter({ hasText: "Pending" });
  await expect(paid.getByRole("button", { name: /Delete/ })).toHaveCount(0);
  await paid.getByRole("button", { name: /^Ship / }).click();
  // Shipping mails the customer and cannot be undone, so the page asks first.
  await page
    .getByRole("dialog", { name: /^Ship the order of / })
    .getByRole("button", { name: "Ship" })
    .click();
  const badge = rows.getByText("Shipped", { exact: true });
  await expect(badge).toBeVisible();
  await expect(badge).toHaveClass(/badge-info/);
});
