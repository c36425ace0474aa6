import { ADMIN } from "../../support/ports.ts";
import { signInByApi } from "../accounts.ts";
import { expect, test } from "../fixtures.ts";

const file = (...rows: string[]) => ({
  name: "bikes.csv",
  mimeType: "text/csv",
  buffer: Buffer.from(`${["brand,model,year,wheel-size,freehub,speeds", ...rows].join("\r\n")}\r\n`),
});

test("an owner imports bike models with one bad row, fixes it, imports, and a rider finds the bike", async ({
  page,
}) => {
  await signInByApi(page, ADMIN);
  await page.goto("/deshboard");
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Import bikes" }).click();
  await expect(page).toHaveURL("/deshboard/importbikes");

  const input = page.getByLabel("Bike models CSV file");
  await input.setInputFiles(file("E2E Cycles,Loamer,2025,622,XD,12", "E2E Cycles,Roadie,2025,622,Shimano,12"));
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByText("2 rows read:")).toContainText("1 to add, 0 to change, 1 errors.");
  const bad = page.getByRole("region", { name: "Rows with errors" }).getByRole("row").filter({ hasText: "freehub" });
  await expect(bad).toContainText("freehub must be one of HG, Microspline, XD, XDR, Campagnolo");
  await expect(page.getByRole("button", { name: /^Import/ })).toHaveCount(0);

  await input.setInputFiles(file("E2E Cycles,Loamer,2025,622,XD,12", "E2E Cycles,Roadie,2025,622,XDR,12"));
  await page.getByRole("button", { name: "Preview" }).click();
  await page.getByRole("button", { name: "Import 2 bike models" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Imported" })).toHaveText(
    "Imported: 2 bike models added, 0 changed.",
  );

  await page.goto("/garage");
  await expect(page.locator("html[data-scripts]")).toBeAttached();
  await page.getByRole("searchbox", { name: "Search your bike" }).fill("e2e loamer");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("list", { name: "Bike models" }).getByRole("listitem")).toHaveCount(1);
  await expect(page.getByRole("list", { name: "Bike models" })).toContainText("E2E Cycles Loamer 2025");
});
