import { fileURLToPath } from "node:url";
import { signUpByApi } from "../accounts.ts";
import { expect, test } from "../fixtures.ts";

const picture = fileURLToPath(new URL("../../fixtures/bell.png", import.meta.url));

test("a user adds a review with a picture and sees it on the home page", async ({ page }) => {
  await signUpByApi(page, { name: "Rita Reviewer" });
  await page.goto("/deshboard/addreview");
  await expect(page).toHaveTitle("Add Review - Bike Parts Hub");
  await expect(page.getByLabel("Name")).toHaveValue("Rita Reviewer");
  await expect(page.getByLabel("Name")).not.toBeEditable();
  await page.getByRole("button", { name: "Add Review" }).click();
  for (const text of [
    "Image is required",
    "Address is required",
    "Rating is required",
    "Title is required",
    "Description is required",
  ]) {
    await expect(page.getByText(text)).toBeVisible();
  }

  await page.getByLabel("Image").setInputFiles(picture);
  await page.getByLabel("Address").fill("Chittagong");
  await page.getByLabel("Rating").fill("5");
  await page.getByLabel("Title").fill("<b>Smooth shifting</b>");
  await page.getByLabel("Description").fill("The derailleur <img src=x onerror=alert(1)> works.");
  await page.getByRole("button", { name: "Add Review" }).click();
  await expect(page.getByText("Rita Reviewer Added a Review")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue("");

  await page.goto("/");
  const review = page.locator("#reviews article").filter({ hasText: "Rita Reviewer" });
  await expect(review).toBeVisible();
  await expect(review.getByText("<b>Smooth shifting</b>")).toBeVisible();
  await expect(review.getByText("The derailleur <img src=x onerror=alert(1)> works.")).toBeVisible();
  await expect(review.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
});
