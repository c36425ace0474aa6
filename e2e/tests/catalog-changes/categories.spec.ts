import { ADMIN } from "../../support/ports.ts";
import { signInByApi } from "../accounts.ts";
import { expect, test } from "../fixtures.ts";

// The taken slug's refusal is a 409 the browser logs.
test.use({ expectedConsoleErrors: [/status of 409/] });

test("an owner adds a category under Tyres, renames it, moves it to the top and deletes it", async ({ page }) => {
  await signInByApi(page, ADMIN);
  await page.goto("/deshboard");
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Categories" }).click();
  await expect(page).toHaveTitle("Categories - Bike Parts Hub");

  const add = page.getByRole("form", { name: "Add a category" });
  await add.getByLabel("Name").fill("E2E Gravel");
  await add.getByLabel("Slug").fill("e2e-gravel");
  await add.getByLabel("Parent").selectOption({ label: "\u00a0\u00a0Tyres" });
  await add.getByRole("button", { name: "Add category" }).click();
  await expect(page.getByText("Added E2E Gravel")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "e2e-gravel" });
  await expect(row.getByLabel("Parent of E2E Gravel")).toHaveValue("tyres");

  // A taken slug is refused with the server's reason.
  await add.getByLabel("Name").fill("Again");
  await add.getByLabel("Slug").fill("e2e-gravel");
  await add.getByRole("button", { name: "Add category" }).click();
  await expect(page.getByText("A category already has the slug e2e-gravel")).toBeVisible();

  await row.getByRole("button", { name: "Rename E2E Gravel" }).click();
  await row.getByLabel("New name of E2E Gravel").fill("E2E Gravel tyres");
  await row.getByRole("button", { name: "Save" }).click();
  await expect(row.getByRole("rowheader")).toHaveText("E2E Gravel tyres");

  await row.getByLabel("Parent of E2E Gravel tyres").selectOption("");
  await expect(row.getByLabel("Parent of E2E Gravel tyres")).toHaveValue("");

  // A category with parts cannot be deleted; an empty one can.
  await expect(
    page.getByRole("row").filter({ hasText: "cassettes" }).getByRole("button", { name: "Delete Cassettes" }),
  ).toBeDisabled();
  await row.getByRole("button", { name: "Delete E2E Gravel tyres" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Deleted E2E Gravel tyres")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "e2e-gravel" })).toHaveCount(0);
});

test("an owner adds a brand, renames it and deletes it; a brand with parts stays", async ({ page }) => {
  await signInByApi(page, ADMIN);
  await page.goto("/deshboard/brands");
  await expect(page).toHaveTitle("Brands - Bike Parts Hub");
  const add = page.getByRole("form", { name: "Add a brand" });
  await add.getByLabel("Name").fill("E2E Wheelworks");
  await add.getByLabel("Slug").fill("e2e-wheelworks");
  await add.getByRole("button", { name: "Add brand" }).click();
  await expect(page.getByText("Added E2E Wheelworks")).toBeVisible();

  const row = page.getByRole("row").filter({ hasText: "e2e-wheelworks" });
  await row.getByRole("button", { name: "Rename E2E Wheelworks" }).click();
  await row.getByLabel("New name of E2E Wheelworks").fill("E2E Wheel Works");
  await row.getByRole("button", { name: "Save" }).click();
  await expect(row.getByRole("rowheader")).toHaveText("E2E Wheel Works");

  await expect(page.getByRole("button", { name: "Delete Velotek" })).toBeDisabled();
  await row.getByRole("button", { name: "Delete E2E Wheel Works" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Deleted E2E Wheel Works")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "e2e-wheelworks" })).toHaveCount(0);
});

test("an owner defines a choice specification for rotors and deletes it", async ({ page }) => {
  await signInByApi(page, ADMIN);
  await page.goto("/deshboard/specs");
  await expect(page).toHaveTitle("Specifications - Bike Parts Hub");
  await page.getByLabel("Category").selectOption("rotors");
  const table = page.getByRole("region", { name: "Specifications of the category" });
  await expect(table.getByRole("row").filter({ hasText: "mount" })).toContainText("6-bolt, Centerlock");

  const add = page.getByRole("form", { name: "Add a specification" });
  await add.getByLabel("Label").fill("E2E finish");
  await add.getByLabel("Key").fill("e2e-finish");
  await add.getByLabel("Kind").selectOption("choice");
  await add.getByLabel("Choices, comma separated").fill("Silver, Black");
  await add.getByRole("button", { name: "Add specification" }).click();
  await expect(page.getByText("Added E2E finish")).toBeVisible();
  const row = table.getByRole("row").filter({ hasText: "e2e-finish" });
  await expect(row).toContainText("Silver, Black");
  await row.getByRole("button", { name: "Delete E2E finish" }).click();
  await expect(page.getByText("Deleted E2E finish")).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("an owner renames a product, and every variant takes the name", async ({ page }) => {
  await signInByApi(page, ADMIN);
  const found = await (await page.request.get("/api/parts?q=Brakewell Storm Rotor")).json();
  const rotor = (found as { _id: string; name: string }[]).find((p) => p.name === "Brakewell Storm Rotor");
  await page.goto(`/deshboard/manageproduct/${rotor?._id}/edit`);
  await page.getByRole("link", { name: "Category, brand and variants of this product" }).click();
  const variants = page.getByRole("region", { name: "Variants" }).getByRole("row");
  await expect(variants).toHaveCount(4);
  await expect(variants.nth(1)).toContainText("diameter: 160");

  const form = page.getByRole("form", { name: "The product" });
  await form.getByLabel("Name").fill("Brakewell Storm Rotor Pro");
  await form.getByRole("button", { name: "Save product" }).click();
  await expect(page.getByText("Saved Brakewell Storm Rotor Pro (3 variants)")).toBeVisible();
  const renamed = await (await page.request.get("/api/parts?q=Brakewell Storm Rotor Pro")).json();
  expect(renamed).toHaveLength(3);
  // Other journeys look for the rotor by its name: it gets it back.
  await form.getByLabel("Name").fill("Brakewell Storm Rotor");
  await form.getByRole("button", { name: "Save product" }).click();
  await expect(page.getByText("Saved Brakewell Storm Rotor (3 variants)")).toBeVisible();
});
