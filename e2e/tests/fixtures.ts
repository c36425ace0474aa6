import { test as base, expect } from "@playwright/test";

/** A console error in the page fails the test: it is a bug a person would not see. */
export const test = base.extend<{ expectedConsoleErrors: RegExp[]; failOnConsoleError: undefined }>({
  /** Errors a test provokes on purpose (a failed request, say) are listed here. */
  expectedConsoleErrors: [[], { option: true }],
  failOnConsoleError: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        const text = msg.text();
        if (msg.type() === "error" && !expectedConsoleErrors.some((re) => re.test(text))) errors.push(text);
      });
      page.on("pageerror", (err) => errors.push(err.message));
      await use(undefined);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
