import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname },
  },
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    setupFiles: ["tests/helpers/quiet-logs.ts"],
    projects: [
      {
        extends: true,
        test: {
          // Modules on their own: no built server, no database server.
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          // The built server, SQLite files and PostgreSQL (TEST_DATABASE_URL), child processes.
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/helpers/global-setup.ts"],
        },
      },
    ],
  },
});
