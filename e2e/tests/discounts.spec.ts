import type { Page } from "@playwright/test";
import { ADMIN } from "../support/ports.ts";
import { apiAs, partNamed, signInByApi, signUpByApi } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";

/** The typed fields are controlled: text typed before the page's scripts run would be reset. */
const scriptsRunning = (page: Page) => expect(page.locator("html[data-scripts]")).toBeAttached();
const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test("the owner adds a discount code, a customer applies it in the cart and pays the discounted total, and the owner sees its use and revenue", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const code = `RIDE${Date.now().toString(36).toUpperCase()}`;

  // The owner adds the code on the Discount codes screen: 10 % off the order, five uses in all.
  const owner = await browser.newPage({ baseURL });
  await signInByApi(owner, ADMIN);
  await owner.goto("/deshboard");
  await owner.getByRole("link", { name: "Discount codes" }).first().click();
  await expect(owner).toHaveURL(/\/deshboard\/discounts$/);
  await scriptsRunning(owner);
  const form = owner.getByRole("form", { name: "Add a discount code" });
  await form.getByLabel("Code").fill(code);
  await form.getByLabel("Percent off").fill("10");
  await form.getByLabel("Uses in all (optional)").fill("5");
  await form.getByRole("button", { name: "Add code" }).click();
  const listed = owner.getByRole("row").filter({ hasText: code });
  await expect(listed).toContainText("10% off the order");
  await expect(listed).toContainText("0 of 5");

  // A customer with a saved address puts a chain in the cart and types the code in another case.
  const customer = await signUpByApi(page, { name: "Dora Discount" });
  await apiAs(page, customer, "POST", "/api/addresses", {
    label: "Home",
    phone: "+49 30 7654321",
    address: "3 Sprocket Street",
    isDefault: true,
  });
  const chain = await partNamed(page, "Endurance 12-Speed Chain");
  await page.goto(`/parts/${chain._id}`);
  await page.getByRole("link", { name: `Add ${chain.name} to cart` }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await scriptsRunning(page);
  const lineCents = Math.round(chain.price * 100) * chain.minQuantity;
  const discountCents = Math.round(lineCents / 10);
  await page.getByLabel("Discount code").fill(code.toLowerCase());
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("discount-code")).toHaveText(code);
  await expect(page.getByTestId("line-discount")).toHaveText(`-${usd(discountCents)}`);
  await expect(page.getByTestId("cart-discount")).toHaveText(`-${usd(discountCents)}`);
  const total = (await page.getByTestId("cart-total").textContent()) ?? "";
  expect(total).not.toBe(usd(lineCents));

  // At checkout the code is still there; the order is placed and paid at the discounted total.
  await page.getByRole("link", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await scriptsRunning(page);
  await expect(page.getByTestId("discount-code")).toHaveText(code);
  await expect(page.getByTestId("cart-total")).toHaveText(total);
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/deshboard\/payment\/[0-9a-f-]{36}$/);
  const orderId = page.url().split("/").pop() ?? "";
  await expect(page.getByText(`Discount (${code})`)).toBeVisible();
  await expect(page.getByText(total, { exact: true }).last()).toBeVisible();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByText("Congrats! Your payment is Complete.")).toBeVisible();
  const paid = await page.request.get(`/api/orders/${orderId}`, {
    headers: { authorization: `Bearer ${customer.token}` },
  });
  const order = (await paid.json()) as { paid: boolean; total: number; discount: number; discountCode: string };
  expect(order).toMatchObject({ paid: true, discount: discountCents / 100, discountCode: code });
  expect(usd(Math.round(order.total * 100))).toBe(total);

  // The owner's list counts the use and the revenue it brought, and the code can be deactivated.
  await owner.reload();
  await expect(listed).toContainText("1 of 5");
  await expect(listed).toContainText(total);
  await listed.getByRole("button", { name: `Deactivate ${code}` }).click();
  await expect(listed).toContainText("Inactive");
  await owner.close();
});
