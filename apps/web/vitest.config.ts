import { defineConfig } from "vitest/config";

// Unit tests of the web app's own logic; the React Router plugin of vite.config.ts is not needed.
export default defineConfig({
  test: { environment: "node", include: ["src/**/*.test.ts"] },
});
