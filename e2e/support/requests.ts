import type { Page } from "@playwright/test";

/** Every request the page makes from now on, but for pictures scrolled into view. */
export function requestsFrom(page: Page) {
  const made: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() !== "image") made.push(`${r.method()} ${r.url()}`);
  });
  return made;
}
