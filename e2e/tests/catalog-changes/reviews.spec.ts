import { fileURLToPath } from "node:url";
import { apiAs, signUpByApi } from "../accounts.ts";
import { expect, test } from "../fixtures.ts";

const picture = fileURLToPath(new URL("../../fixtures/bell.png", import.meta.url));

// Both add reviews and look at the newest on the home page: one at a time, or each pushes the
// other's off the first page.
test.describe.configure({ mode: "serial" });

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

test("the home page shows the count of all reviews and the newest six; More reviews shows the next six", async ({
  page,
}) => {
  const critic = await signUpByApi(page, { name: "Many Reviews" });
  const total = Number((await page.request.get("/api/reviews")).headers()["x-total-count"]);
  for (let i = total; i < 50; i++) {
    await apiAs(page, critic, "POST", "/api/reviews", {
      img: "/images/people/reviewer-1.svg",
      address: "Dhaka",
      star: 4,
      title: `Review number ${i + 1}`,
      des: "Still rolling.",
    });
  }
  await page.goto("/");
  const reviews = page.locator("#reviews");
  await expect(reviews.getByRole("heading", { name: "What our clients say (50 reviews)" })).toBeVisible();
  await expect(reviews.locator("article")).toHaveCount(6);
  await expect(reviews.locator("article").first()).toContainText("Review number 50");
  await reviews.getByRole("button", { name: "More reviews" }).click();
  await expect(reviews.locator("article")).toHaveCount(12);
  await expect(reviews.locator("article").nth(6)).toContainText("Review number 44");
  await expect(reviews.getByRole("heading", { name: "What our clients say (50 reviews)" })).toBeVisible();
});
