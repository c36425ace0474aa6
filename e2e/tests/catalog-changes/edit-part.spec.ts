import type { Page } from "@playwright/test";
import { ADMIN } from "../../support/ports.ts";
import { logIn } from "../accounts.ts";
import { expect, test } from "../fixtures.ts";

/** A part of this test's own, added through the API by the admin signed in on this page. */
async function addPartAsAdmin(page: Page, baseURL: string | undefined, name: string) {
  const signIn = await page.request.post("/api/auth/sign-in/email", {
    data: { email: ADMIN.email, password: ADMIN.password },
    headers: { origin: baseURL ?? "" },
  });
  expect(signIn.ok()).toBe(true);
  const { token } = (await (await page.request.put(`/api/user/${ADMIN.email}`)).json()) as { token: string };
  const part = {
    name,
    img: "/images/parts/grips.svg",
    des: "A bell to edit.",
    price: 9.75,
    minQuantity: 2,
    availableQuantity: 12,
  };
  const added = await page.request.post("/api/parts", { data: part, headers: { authorization: `Bearer ${token}` } });
  expect(added.status()).toBe(201);
  return ((await added.json()) as { insertedId: string }).insertedId;
}

async function openEditForm(page: Page, name: string) {
  await page.context().clearCookies();
  await page.goto("/login");
  await logIn(page, ADMIN);
  await expect(page).toHaveURL("/");
  // Found by a search, so saving must come back to that search, not the list's first page.
  await page.goto("/deshboard/manageproduct");
  await page.getByRole("searchbox", { name: "Search products by name" }).fill(name);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\?q=/);
  await page
    .getByRole("row")
    .filter({ hasText: name })
    .getByRole("link", { name: `Edit ${name}` })
    .click();
  await expect(page).toHaveTitle("Edit Product - Bike Parts Hub");
}

test("an admin edits a part's price and stock, and the shop's pages show them at once", async ({ page, baseURL }) => {
  const name = `Aaa Editable Bell ${Date.now()}`;
  const id = await addPartAsAdmin(page, baseURL, name);
  // The pages are kept between visits (decision 0018): read them first, so a page still held fails.
  const html = async (url: string) => (await (await page.request.get(url)).text()).replaceAll("<!-- -->", "");
  for (const url of ["/", `/parts/${id}`]) expect(await html(url), url).toContain("$9.75 / unit");

  await openEditForm(page, name);
  await expect(page.getByLabel("Name")).toHaveValue(name);
  await expect(page.getByLabel("Price")).toHaveValue("9.75");
  await expect(page.getByLabel("Minimum Quantity")).toHaveValue("2");
  await expect(page.getByLabel("Available Quantity")).toHaveValue("12");
  await expect(page.getByLabel("Description")).toHaveValue("A bell to edit.");
  // The same messages as Add Product.
  await page.getByLabel("Name").fill("");
  await page.getByLabel("Price").fill("");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("Price is required")).toBeVisible();

  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Price").fill("14.25");
  await page.getByLabel("Available Quantity").fill("33");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText(`Successfully ${name} Product updated`)).toBeVisible();
  await expect(page).toHaveURL(`/deshboard/manageproduct?q=${encodeURIComponent(name).replaceAll("%20", "+")}`);
  await expect(page.getByRole("searchbox", { name: "Search products by name" })).toHaveValue(name);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("$14.25");
  await expect(row).toContainText("33");

  for (const url of ["/", `/parts/${id}`]) {
    // This part's own markup: other tests' parts on the home page may cost $9.75 too.
    const drawn = await html(url);
    const own = drawn.slice(
      drawn.indexOf(`alt="${name}"`),
      drawn.indexOf("</article>", drawn.indexOf(`alt="${name}"`)),
    );
    expect(own, url).toContain("$14.25 / unit");
    expect(own, url).toContain("<dd>33</dd>");
    expect(own, url).not.toContain("$9.75");
  }
  await page.goto("/");
  const card = page.locator("#parts article").filter({ hasText: name });
  await expect(card).toContainText("$14.25 / unit");
  await expect(card).toContainText("33");
  // Exactly: the card's 'Add {name} to cart' link holds the name too.
  await card.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("$14.25 / unit")).toBeVisible();
  await expect(page.locator("dd").filter({ hasText: /^33$/ })).toBeVisible();
});

test.describe("a refused edit", () => {
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test("a minimum above the stock shows the server's message and changes nothing", async ({ page, baseURL }) => {
    const name = `Aaa Stubborn Bell ${Date.now()}`;
    const id = await addPartAsAdmin(page, baseURL, name);
    await openEditForm(page, name);
    await page.getByLabel("Minimum Quantity").fill("50");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Minimum Quantity cannot be more than Available Quantity")).toBeVisible();
    await expect(page).toHaveURL(`/deshboard/manageproduct/${id}/edit`);
    const stored = await (await page.request.get(`/api/parts/${id}`)).json();
    expect(stored).toMatchObject({ minQuantity: 2, availableQuantity: 12, price: 9.75 });
  });
});
