// `npm test`: typecheck, lint, build, unit + integration (vitest), end-to-end (Playwright).
// Stops at the first failing step and ends with one "N passed, N failed" line.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const steps = [
  ["typecheck", "npx", ["react-router", "typegen"]],
  ["typecheck", "npx", ["tsc", "--noEmit"]],
  ["lint", "npx", ["biome", "check", "."]],
  ["build", "npm", ["run", "build", "--silent"]],
  [
    "unit and integration",
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=.test-output/vitest.json"],
  ],
  ["end-to-end", "npx", ["playwright", "test"]],
];

fs.rmSync(".test-output", { recursive: true, force: true });
fs.mkdirSync(".test-output", { recursive: true });

let failedStep = null;
for (const [name, command, args] of steps) {
  process.stdout.write(`\n▶ ${name}: ${command} ${args.join(" ")}\n`);
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, FORCE_COLOR: process.env.CI ? "0" : "1" },
  });
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

const vitest = readJson(".test-output/vitest.json");
const playwright = readJson(".test-output/playwright.json");
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0) + (playwright?.stats?.flaky ?? 0);
const skipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats?.skipped ?? 0);

process.stdout.write("\n");
if (failedStep) process.stdout.write(`npm test stopped: the ${failedStep} step failed.\n`);
process.stdout.write(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
process.exit(failedStep || failed > 0 ? 1 : 0);
