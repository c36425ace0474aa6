import { configDefaults, defineConfig } from "vitest/config";

// Every server test runs on embedded PGlite; with TEST_DATABASE_URL set, once more on PostgreSQL.
// *.postgres.test.ts files need a PostgreSQL server (several processes on one database).
// *.embedded.test.ts files start shop processes on the embedded database whatever the run is
// about (make-admin beside a running shop, a backup of its folder, a start, a shutdown): run on
// PostgreSQL's turn too they did the same work again, 3 minutes of a worker's time. So do the
// tests of what only PGlite does (a set's statements giving the event loop turns).
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    environment: "node",
    include: ["src/**/*.test.ts"],
    globalSetup: ["test/build-server.ts", "test/template-database.ts"],
    // Opening a fresh database per file (a copy of the run's template) takes a second, not milliseconds.
    testTimeout: 60_000,
    // Vitest's default leaves a core free, so a two-core machine ran one file at a time while
    // most of each file waits on its database or a child server: two at a time took the
    // embedded run from 332 s to 235 s there (three were no faster).
    maxWorkers: "100%",
    hookTimeout: 120_000,
    // The S3 tests' client warns that SDK versions to come will need Node 22: true, and the
    // README says so, but not once per test file.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true" },
    projects: [
      {
        extends: true as const,
        test: {
          name: "pglite",
          env: { TEST_DATABASE_URL: "" },
          exclude: [...configDefaults.exclude, "src/**/*.postgres.test.ts"],
        },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: {
                name: "postgres",
                env: { TEST_DATABASE_URL: postgresUrl },
                exclude: [...configDefaults.exclude, "src/**/*.embedded.test.ts"],
              },
            },
          ]
        : []),
    ],
  },
});
