import { ADMIN } from "../../support/ports.ts";
import { signInByApi } from "../accounts.ts";
import { expect, test } from "../fixtures.ts";

const HEADER = "family,sku,mpn,name,description,picture,category,brand,price,minimum,stock,weight,option.Range";
const ROWS = 4000;

test("an owner imports thousands of rows and watches the rows written grow to all of them", async ({ page }) => {
  await signInByApi(page, ADMIN);
  await page.goto("/deshboard/importcatalog");
  await page.locator("html[data-scripts]").waitFor();
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const family = Math.floor(i / 4);
    return `BULK-${family},BULK-${i},,Bulk Cassette ${family},A cassette from a long price list.,/images/parts/cassette.svg,cassettes,velotek,49.90,1,20,300,11-3${i % 4}`;
  });
  await page.getByLabel("Catalog CSV file").setInputFiles({
    name: "price-list.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`${[HEADER, ...rows].join("\n")}\n`),
  });
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByText(`${ROWS} rows read:`)).toContainText(`${ROWS} to add, 0 to change, 0 errors.`);
  await page.getByRole("button", { name: `Import ${ROWS} parts` }).click();

  // Part of the way: some rows written, not all, under a bar that says how many.
  const bar = page.getByRole("progressbar", { name: /^Written/ });
  await expect(page.getByText(/^Written [1-3],000 of 4,000 parts/)).toBeVisible();
  await expect(bar).toHaveAttribute("max", String(ROWS));
  expect(Number(await bar.getAttribute("value"))).toBeGreaterThan(0);
  await expect(page.getByRole("status").filter({ hasText: "Imported" })).toHaveText(
    `Imported: ${ROWS} parts added, 0 parts changed.`,
    { timeout: 60_000 },
  );
  const found = await page.request.get("/api/parts?q=Bulk%20Cassette%20999&limit=10");
  expect(((await found.json()) as unknown[]).length).toBeGreaterThan(0);
});
