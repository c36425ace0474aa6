import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/*
 * axe cannot judge text on a picture (it reports it as "incomplete"), so the banner's white
 * text is measured here: its background as drawn, text hidden, and the contrast of white against
 * the brightest pixel behind it (WCAG's formula). Every slide, on a phone and a wide screen.
 */
const luminance = (r: number, g: number, b: number) => {
  const lin = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};

/** White's contrast against the brightest pixel behind `text` (decoded in a blank page: no CSP). */
async function contrastBehind(decoder: Page, text: Locator) {
  await text.evaluate((el) => {
    (el as HTMLElement).style.color = "transparent";
  });
  const png = (await text.screenshot()).toString("base64");
  await text.evaluate((el) => {
    (el as HTMLElement).style.color = "";
  });
  const pixels = await decoder.evaluate(async (b64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${b64}`;
    await image.decode();
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no canvas");
    context.drawImage(image, 0, 0);
    return Array.from(context.getImageData(0, 0, image.width, image.height).data);
  }, png);
  let brightest = 0;
  for (let i = 0; i < pixels.length; i += 4)
    brightest = Math.max(brightest, luminance(pixels[i] ?? 0, pixels[i + 1] ?? 0, pixels[i + 2] ?? 0));
  return 1.05 / (brightest + 0.05);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px the banner's white text keeps 4.5:1 over every slide's picture`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
    const page = await context.newPage();
    const decoder = await context.newPage();
    await page.goto("/");
    await expect(page.locator("html[data-scripts]")).toBeAttached();
    for (let slide = 1; slide <= 3; slide++) {
      const current = page.locator(`[aria-roledescription="slide"][aria-current="true"]`);
      await expect(current).toHaveAttribute("aria-label", `${slide} of 3`);
      for (const text of [current.locator("h2"), current.locator("p")]) {
        const ratio = await contrastBehind(decoder, text);
        expect(ratio, `slide ${slide}: ${await text.textContent()}`).toBeGreaterThanOrEqual(4.5);
      }
      await page.getByRole("button", { name: "Next slide" }).click();
    }
    await context.close();
  });
}
