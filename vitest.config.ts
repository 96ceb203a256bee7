import { defineConfig } from "vitest/config";
import SlowFirstSequencer from "./tests/helpers/slow-first-sequencer";

/** Unit tests that replace a module with vi.mock, which a shared module registry would leak. */
export const mockingFiles = ["app/i18n/fourth-language.test.tsx"];

export default defineConfig({
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname },
  },
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Vitest's default is one file at a time on two cores (cores - 1). Integration files spend
    // most of their time waiting on the built server or a child process, so two at a time use
    // the machine; every file has its own data folder, PostgreSQL schema and ports.
    maxWorkers: 2,
    setupFiles: ["tests/helpers/quiet-logs.ts"],
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          // Modules on their own: no built server, no database server.
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/helpers/**/*.test.ts",
          ],
          exclude: mockingFiles,
          // One module registry per worker, not per file: importing the app's modules again
          // for each file was 90 % of the unit tests' time (65 s against 5 s). A file that
          // replaces a module (vi.mock) needs its own registry and runs in unit-isolated.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: "unit-isolated", include: mockingFiles },
      },
      {
        extends: true,
        test: {
          // The built server, SQLite files and PostgreSQL (TEST_DATABASE_URL), child processes.
          name: "integration",
          // A server start or a restore on a machine busy with other work can take far longer
          // than on an idle one; a test fails on a wrong result, not on a slow one.
          testTimeout: 120_000,
          // One module registry per worker here too: a fork and the app's modules for each of
          // some 80 files cost about 50 s of the run (403 s against 356 s, idle). Each file
          // still has its own servers, data folders and schema; none replaces a module.
          isolate: false,
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/helpers/global-setup.ts"],
        },
      },
    ],
  },
});
