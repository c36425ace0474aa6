import { ADMIN } from "../../support/ports.ts";
import { signInByApi } from "../accounts.ts";
import { expect, test } from "../fixtures.ts";

// A value that is not a number is refused with a 400 the browser logs.
test.use({ expectedConsoleErrors: [/status of 400/] });
// The second relabels the rotors' diameter the first fills in by its label.
test.describe.configure({ mode: "serial" });

test("an owner finds a product in the products list and edits a variant's specification values", async ({ page }) => {
  await signInByApi(page, ADMIN);
  await page.goto("/deshboard");
  await page
    .getByRole("navigation", { name: "Dashboard" })
    .getByRole("link", { name: "Products", exact: true })
    .click();
  await expect(page).toHaveURL("/deshboard/products");
  await expect(page).toHaveTitle("Products - Bike Parts Hub");
  const table = page.getByRole("region", { name: "Products" });
  await expect(table.getByRole("row")).toHaveCount(21);
  await expect(page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" })).toBeVisible();

  await page.locator("html[data-scripts]").waitFor();
  await page.getByRole("searchbox", { name: "Search products by name" }).fill("heatsink rotor");
  await page.getByRole("searchbox", { name: "Search products by name" }).press("Enter");
  await expect(page).toHaveURL("/deshboard/products?q=heatsink+rotor");
  const row = table.getByRole("row").filter({ hasText: "TrailSmith Heatsink Rotor" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(row).toContainText("Rotors");
  await expect(row).toContainText("TrailSmith");
  await expect(row.getByRole("cell").nth(2)).toHaveText("3");

  await row.getByRole("link", { name: "Edit TrailSmith Heatsink Rotor" }).click();
  await expect(page.getByRole("heading", { name: "Product and its variants" })).toBeVisible();
  const variants = page.getByRole("region", { name: "Variants" });
  const first = variants.getByRole("row").nth(1);
  const sku = (await first.getByRole("rowheader").textContent()) ?? "";
  await expect(first).toContainText("mount: 6-bolt");
  await first.getByRole("button", { name: `Edit values of ${sku}` }).click();
  const form = page.getByRole("form", { name: `Specifications of ${sku}` });
  await expect(form.getByLabel("Diameter (mm)")).toHaveValue(/^\d+$/);
  await form.getByLabel("Mount").selectOption("Centerlock");
  await form.getByRole("button", { name: "Save specifications" }).click();
  await expect(page.getByText(`Saved the specifications of ${sku}`)).toBeVisible();
  await expect(first).toContainText("mount: Centerlock");

  // A value that is not a number is refused with the server's reason, and nothing changes.
  await first.getByRole("button", { name: `Edit values of ${sku}` }).click();
  await form.getByLabel("Diameter (mm)").fill("big");
  await form.getByRole("button", { name: "Save specifications" }).click();
  await expect(page.getByText("diameter must be a number")).toBeVisible();
  await form.getByLabel("Mount").selectOption("6-bolt");
  await form.getByLabel("Diameter (mm)").fill("160");
  await form.getByRole("button", { name: "Save specifications" }).click();
  await expect(first).toContainText("mount: 6-bolt");
});

test("an owner relabels a specification and changes its unit, and the part page says so", async ({ page }) => {
  await signInByApi(page, ADMIN);
  await page.goto("/deshboard/specs");
  await page.locator("html[data-scripts]").waitFor();
  await page.getByLabel("Category").selectOption("rotors");
  const row = page.getByRole("row").filter({ hasText: "diameter" });
  await row.getByRole("button", { name: "Edit Diameter" }).click();
  await row.getByLabel("Label of diameter").fill("Rotor size");
  await row.getByLabel("Unit of diameter").fill("mm.");
  await row.getByRole("button", { name: "Save diameter" }).click();
  await expect(page.getByText("Saved Rotor size")).toBeVisible();
  await expect(row.getByRole("rowheader")).toHaveText("Rotor size");
  await expect(row).toContainText("mm.");

  const [rotor] = await (await page.request.get("/api/parts?q=Heatsink%20Rotor&limit=1")).json();
  await page.goto(`/parts/${rotor._id}`);
  await expect(page.getByRole("row", { name: /Rotor size/ })).toContainText("mm.");

  await page.goto("/deshboard/specs");
  await page.locator("html[data-scripts]").waitFor();
  await page.getByLabel("Category").selectOption("rotors");
  await row.getByRole("button", { name: "Edit Rotor size" }).click();
  await row.getByLabel("Label of diameter").fill("Diameter");
  await row.getByLabel("Unit of diameter").fill("mm");
  await row.getByRole("button", { name: "Save diameter" }).click();
  await expect(row.getByRole("rowheader")).toHaveText("Diameter");
});
