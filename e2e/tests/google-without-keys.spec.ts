import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type ServerProcess, startServer } from "@shop/server/testing";
import { expect, test } from "./fixtures.ts";

/*
 * A shop started without Google keys (the shop every other test uses has a stand-in issuer):
 * 'Continue with Google' stays, disabled, and says at once that there is no Google sign-in,
 * without a request that fails or an error in the console (the fixture fails on any).
 */
let shop: ServerProcess;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-e2e-no-google-"));

test.describe.configure({ timeout: 120_000 });
test.beforeAll(async () => {
  test.setTimeout(240_000);
  shop = await startServer({ dataDir });
});
test.afterAll(async () => {
  shop.child.kill("SIGTERM");
  await shop.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

for (const page of ["login", "signup"]) {
  test(`/${page} says the shop has no Google sign-in, and asks nothing that fails`, async ({ page: tab }) => {
    const failed: string[] = [];
    tab.on("response", (res) => {
      if (res.status() >= 400) failed.push(`${res.status()} ${res.url()}`);
    });
    await tab.goto(`${shop.url}/${page}`);
    const google = tab.getByRole("button", { name: "Continue with Google" });
    await expect(google).toBeDisabled();
    await expect(google).toHaveAccessibleDescription(
      "Google sign-in is not set up for this shop yet. Please sign in with your e-mail address.",
    );
    await expect(tab.getByText("Google sign-in is not set up for this shop yet.")).toBeVisible();
    expect(failed).toEqual([]);
  });
}
