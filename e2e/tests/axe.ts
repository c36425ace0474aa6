import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/**
 * axe on the page, run in the page itself. Its newer way gathers each frame's results in a blank
 * page that it opens for every check: that cost 1.5 s of each page's 2.7 s here, and the walk
 * checks over a hundred pages. The shop's pages have no frames of another origin, the one thing
 * the older way cannot enter; axe lists such a frame under its `frame-tested` rule, and the check
 * below fails on it (decision 0110).
 */
export const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

/** axe finds nothing serious or critical on the page as it is now. */
export async function expectNothingSerious(page: Page, where: string) {
  // Only violations are read: axe then skips building selectors for every passing node.
  const { violations, incomplete } = await axeOn(page)
    .options({ resultTypes: ["violations"] })
    .analyze();
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(serious, where).toEqual([]);
  expect(incomplete.filter((r) => r.id === "frame-tested").length, `${where}: a frame axe did not enter`).toBe(0);
}
