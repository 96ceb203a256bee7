import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

import { requireTestChromium, testChromiumArgs } from "./tests/helpers/chromium";
import { copyTemplate, seededTemplateOfRun, templateFits } from "./tests/helpers/seeded-template";

const chromium = requireTestChromium();

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${port}`;
const adminURL = `http://127.0.0.1:${port + 1}`;
export const adminDataDir = () => `${process.env.E2E_DATA_DIR}-admin`;
// Playwright loads this file in every worker too; only the main process starts the server.
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "club-e2e-"));
if (!process.env.E2E_DATA_DIR) startFromSeededTemplate();
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Several officials' flows (sign-in with argon2, an upload, a publish, visitors' pages in
  // fresh contexts) took over 30 s on a busy 2-core CI machine while passing; a timeout is
  // a failure only where a step never completes, and each expect keeps its own short wait.
  timeout: 90_000,
  // Playwright's 5 s for one expect was too short on that machine too: an official's form,
  // sent while the other worker signs in (argon2) or holds SQLite's write lock, has answered
  // after more than 5 s. A longer wait only costs time when a condition is never met.
  expect: { timeout: 15_000 },
  reporter: [["list"], ["json", { outputFile: ".test-output/playwright.json" }]],
  use: {
    baseURL,
    trace: "off",
    launchOptions: {
      executablePath: chromium,
      args: testChromiumArgs,
    },
  },
  projects: [
    // Public pages read the demo content and change nothing.
    { name: "public", testIgnore: /admin-.*\.spec\.ts/, use: { ...devices["Desktop Chrome"], channel: undefined } },
    // Officials' screens change data, so they get a server and a database of their own.
    {
      name: "admin",
      testMatch: /admin-.*\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: adminURL },
    },
  ],
  webServer: [server(port, dataDir), server(port + 1, `${dataDir}-admin`)],
});

function server(serverPort: number, directory: string) {
  return {
    command: "node build/app-server.js",
    url: `http://127.0.0.1:${serverPort}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(serverPort),
      HOST: "127.0.0.1",
      DATA_DIR: directory,
      PUBLIC_URL: `http://127.0.0.1:${serverPort}`,
      DEMO_CONTENT: "1",
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: "official@example.org",
      ADMIN_PASSWORD: "correct horse battery staple",
    },
  };
}

/**
 * Both servers start from the demo data folder `npm test` seeded once (SEEDED_TEMPLATE,
 * tests/helpers/seeded-template.ts), not by migrating and seeding again; without it, each
 * seeds its own.
 */
function startFromSeededTemplate() {
  const template = seededTemplateOfRun();
  if (!template) return;
  for (const directory of [dataDir, `${dataDir}-admin`])
    if (templateFits({ DATA_DIR: directory })) copyTemplate(template, directory);
}
