import { ADMIN } from "../../support/ports.ts";
import { apiAs, signInByApi, signUpByApi } from "../accounts.ts";
import { expect, test } from "../fixtures.ts";

test("a part's card and page say how much is left, and that it is sold out once an order took the rest", async ({
  page,
}) => {
  // The buyer's account is made before the admin signs in: had the page been open with the
  // admin's session when the buyer's cookie replaced it, its token refresh would have seen another
  // e-mail's session and signed it out, and the buyer's token with it.
  const buyer = await signUpByApi(page);
  const admin = await signInByApi(page, ADMIN);
  const name = `Last Few Bells ${Date.now()}`;
  const { insertedId: id } = await apiAs(page, admin, "POST", "/api/parts", {
    name,
    img: "/images/parts/grips.svg",
    des: "Three bells, sold two at a time.",
    price: 6.5,
    minQuantity: 2,
    availableQuantity: 3,
  });

  await page.goto(`/parts/${id}`);
  await expect(page.getByText("Only 3 left")).toBeVisible();
  await expect(page.getByText("Ships in 1-2 business days")).toBeVisible();
  await page.goto(`/parts?q=${encodeURIComponent(name)}`);
  await expect(page.locator("main article").getByText("Only 3 left")).toBeVisible();

  // The order holds two of the three: one is not a minimum order, so nobody can order the part.
  await apiAs(page, buyer, "POST", "/api/orders", {
    productId: id,
    orderQuantity: 2,
    phone: "+1 555 0111",
    address: "3 Bell Road",
  });
  await page.goto(`/parts/${id}`);
  await expect(page.getByText("Sold out")).toBeVisible();
  await expect(page.getByText("Ships in 1-2 business days")).toHaveCount(0);
});
