import type { Page } from "@playwright/test";
import { axeOn } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

/*
 * The accessibility walk (accessibility.spec.ts) runs with reduced motion, so it never sees the
 * home sections as they scroll in. Lighthouse did: a fade-in left the parts' subtitle, card texts
 * and stock lines half-transparent, and it counted them as too faint. Here axe's contrast rule
 * runs on the home page as a visitor without reduced motion sees it, at the first paint and with
 * each section just entering the window, when an animation would be at its start.
 */
async function contrast(page: Page, where: string) {
  const { violations, passes } = await axeOn(page).withRules(["color-contrast"]).analyze();
  const failed = violations.flatMap((v) =>
    v.nodes.map((n) => `${where}: ${n.target.join(" ")} ${n.any[0]?.message ?? ""}`),
  );
  expect(failed).toEqual([]);
  // The rule ran on text and found it legible (not "not applicable" or skipped).
  expect(passes.find((p) => p.id === "color-contrast")?.nodes.length ?? 0, where).toBeGreaterThan(0);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px the home page's text keeps its contrast while its sections scroll in`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport, reducedMotion: "no-preference" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator("html[data-scripts]")).toBeAttached();
    await contrast(page, "first paint");
    for (const id of ["parts", "bsummery", "reviews", "pricing", "contact"]) {
      // The section's top a fifth of the window above the bottom: early in its entry.
      await page.evaluate((sectionId) => {
        const section = document.getElementById(sectionId);
        if (section) window.scrollTo(0, section.offsetTop - window.innerHeight * 0.8);
      }, id);
      await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
      await contrast(page, `#${id} entering`);
    }
    await context.close();
  });
}
