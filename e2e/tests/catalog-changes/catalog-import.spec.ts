import { ADMIN } from "../../support/ports.ts";
import { signInByApi } from "../accounts.ts";
import { expect, test } from "../fixtures.ts";

const header =
  "family,sku,mpn,name,description,picture,category,brand,price,minimum,stock,weight,option.Diameter,spec.diameter,spec.mount";
const rotor = (size: string, mount: string) =>
  `E2E-RT,E2E-RT-${size},,E2E Import Rotor,Steel rotor for an e2e import.,/images/parts/brake-rotor.svg,rotors,brakewell,3${size.slice(-1)}.90,1,12,150,${size} mm,${size},${mount}`;
const file = (...rows: string[]) => ({
  name: "price-list.csv",
  mimeType: "text/csv",
  buffer: Buffer.from(`${[header, ...rows].join("\r\n")}\r\n`),
});

test("an owner imports a CSV with one bad row, reads the error, fixes it, and imports", async ({ page }) => {
  await signInByApi(page, ADMIN);
  await page.goto("/deshboard");
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Import catalog" }).click();
  await expect(page).toHaveURL("/deshboard/importcatalog");
  await expect(page).toHaveTitle("Import catalog - Bike Parts Hub");

  const fileInput = page.getByLabel("Catalog CSV file");
  await fileInput.setInputFiles(
    file(rotor("160", "Centerlock"), rotor("180", "Centrelock"), rotor("203", "Centerlock")),
  );
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByText("3 rows read:")).toContainText("2 to add, 0 to change, 1 error.");
  const errors = page.getByRole("region", { name: "Rows with errors" });
  const bad = errors.getByRole("row").filter({ hasText: "spec.mount" });
  await expect(bad).toContainText("3");
  await expect(bad).toContainText("mount must be one of 6-bolt, Centerlock");
  await expect(page.getByRole("button", { name: /^Import/ })).toHaveCount(0);

  await fileInput.setInputFiles(
    file(rotor("160", "Centerlock"), rotor("180", "Centerlock"), rotor("203", "Centerlock")),
  );
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByText("3 rows read:")).toContainText("3 to add, 0 to change, 0 errors.");
  await expect(page.getByRole("region", { name: "Parts to add" }).getByRole("row")).toHaveCount(4);
  // The page asks for the write's progress, which the server streams as it writes (decision 0051).
  const confirmed = page.waitForResponse((r) => r.url().endsWith("/confirm"));
  await page.getByRole("button", { name: "Import 3 parts" }).click();
  const answer = await confirmed;
  // Its lines are checked by the API test: the browser's protocol loses a streamed body once the
  // page has read it, so here only its type is.
  expect(answer.headers()["content-type"]).toContain("application/x-ndjson");
  await expect(page.getByRole("status").filter({ hasText: "Imported" })).toHaveText(
    "Imported: 3 parts added, 0 parts changed.",
  );

  // The shop sells them at once: one product in three sizes.
  const parts = await page.request.get("/api/parts?q=E2E Import Rotor");
  const found = (await parts.json()) as { sku: string; options: Record<string, string>; variants: unknown[] }[];
  expect(found.map((p) => p.sku).sort()).toEqual(["E2E-RT-160", "E2E-RT-180", "E2E-RT-203"]);
  expect(found[0]?.variants).toHaveLength(3);
});
