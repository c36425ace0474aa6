import type { Page } from "@playwright/test";
import { ADMIN } from "../../support/ports.ts";
import { type Account, apiAs, mailTo, partNamed, signInByApi, signUpByApi } from "../accounts.ts";
import { expect, test } from "../fixtures.ts";

/* Returns (issue 31) give units back to a part, so they run after the counting tests. */

const scriptsRunning = (page: Page) => expect(page.locator("html[data-scripts]")).toBeAttached();

/** A customer's order of the part's minimum, paid with a sandbox card and shipped by the admin. */
async function shippedOrder(page: Page, admin: Page, partName: string) {
  const buyer = await signUpByApi(page, { name: `Return Rider ${Date.now()}` });
  const part = await partNamed(page, partName);
  const { insertedId } = await apiAs(page, buyer, "POST", "/api/orders", {
    productId: part._id,
    phone: "+1 555 0144",
    address: "6 Rim Road",
  });
  const { clientSecret } = await apiAs(page, buyer, "POST", "/api/create-payment-intent", { orderId: insertedId });
  const card = { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2034, cvc: "123" };
  const { id } = await apiAs(page, buyer, "POST", "/api/sandbox-payments/confirm", { clientSecret, card });
  await apiAs(page, buyer, "PATCH", `/api/orders/${insertedId}`, { transactionId: id });
  const owner: Account = await signInByApi(admin, ADMIN);
  const shipped = await admin.request.put(`/api/orders/${insertedId}`, {
    data: { status: "Shipped" },
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(shipped.ok()).toBe(true);
  return { buyer, part };
}

test("a customer asks for a return and sees it refunded once the admin approves, receives and refunds it", async ({
  page,
  browser,
}) => {
  // A paid, shipped order, then four steps in two browsers: on a busy two-core machine this took 60 s.
  test.slow();
  // The admin works in a browser of their own, so neither signs the other out.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  try {
    const { buyer, part } = await shippedOrder(page, admin, "Urbanite City 8-Speed Chain");
    const units = part.minQuantity;
    expect((await partNamed(page, part.name)).availableQuantity).toBe(part.availableQuantity - units);

    await page.goto("/deshboard/myorders");
    await scriptsRunning(page);
    const mine = page.getByRole("row").filter({ hasText: part.name });
    await mine.getByRole("button", { name: `Return parts of ${part.name}` }).click();
    const form = page.getByRole("dialog");
    await form.getByRole("button", { name: "Ask for a return" }).click();
    await expect(form.getByRole("alert")).toHaveText("Choose how many of a part to return");
    await form.getByLabel(`Units of ${part.name} to return`).fill(String(units));
    await form.getByLabel("Reason").selectOption({ label: "Does not fit my bike" });
    await form.getByLabel("Note (optional)").fill("My valves are 60 mm deep");
    await form.getByRole("button", { name: "Ask for a return" }).click();
    await expect(page.getByText("Your return has been requested")).toBeVisible();
    await expect(mine.getByText("Return Requested")).toBeVisible();
    await expect(mine.getByRole("button", { name: `Return parts of ${part.name}` })).toHaveCount(0);

    await admin.goto("/deshboard/returns?status=Requested");
    await scriptsRunning(admin);
    const row = admin.getByRole("row").filter({ hasText: buyer.email });
    await expect(row.getByText("Does not fit my bike")).toBeVisible();
    await row.getByRole("button", { name: `Approve the return of ${units} x ${part.name}` }).click();
    await expect(admin.getByText("Return approved")).toBeVisible();

    await admin.goto("/deshboard/returns?status=Approved");
    await admin
      .getByRole("row")
      .filter({ hasText: buyer.email })
      .getByRole("button", { name: `Mark the return of ${units} x ${part.name} received` })
      .click();
    await expect(admin.getByText("Return marked received")).toBeVisible();

    await admin.goto("/deshboard/returns?status=Received");
    await admin
      .getByRole("row")
      .filter({ hasText: buyer.email })
      .getByRole("button", { name: `Refund the return of ${units} x ${part.name}` })
      .click();
    await admin.getByRole("dialog").getByRole("button", { name: "Refund return" }).click();
    await expect(admin.getByText("Return refunded")).toBeVisible();
    // The order took the units; the refund put them back.
    expect((await partNamed(page, part.name)).availableQuantity).toBe(part.availableQuantity);

    const refund = `$${(part.price * units).toFixed(2)}`;
    await page.reload();
    await expect(mine.getByText("Return Refunded")).toBeVisible();
    await expect(mine.getByText(`Refunded ${refund}`)).toBeVisible();
    expect((await mailTo(page, buyer.email, /return of .* was refunded/)).text).toContain(`we refunded ${refund}`);
  } finally {
    await adminContext.close();
  }
});
