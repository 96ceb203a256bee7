// `npm test`: typecheck, lint, build, unit + integration (vitest), end-to-end (Playwright).
// The type check, the lint and the build do not depend on one another and run side by side
// (tsc and the build each keep one core busy); their output is shown once each has ended.
// Stops at the first failing step and ends with one "N passed, N failed" line.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * The built server's first start, made once beside the type check and copied by every test
 * server that starts from demo content (vitest's and Playwright's): tests/helpers/seeded-template.ts.
 */
const seededTemplate = fs.mkdtempSync(path.join(os.tmpdir(), "club-template-"));
const env = { ...process.env, FORCE_COLOR: process.env.CI ? "0" : "1", SEEDED_TEMPLATE: seededTemplate };

/** Steps run side by side: each is a list of commands run one after another. */
const checks = [
  [
    "typecheck",
    [
      ["npx", ["react-router", "typegen"]],
      ["npx", ["tsc", "--noEmit"]],
    ],
  ],
  ["lint", [["npx", ["biome", "check", "."]]]],
  [
    "build",
    [
      ["npm", ["run", "build", "--silent"]],
      ["node", ["tests/helpers/seed-template.mjs", seededTemplate]],
    ],
  ],
];

const suites = [
  [
    "unit and integration",
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=.test-output/vitest.json"],
  ],
  ["end-to-end", "npx", ["playwright", "test"]],
];

/** Runs one command with its output kept; resolves with its exit status and that output. */
function runQuietly(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("error", (error) => resolve({ status: 1, output: Buffer.from(String(error)) }));
    child.on("close", (status) => resolve({ status, output: Buffer.concat(output) }));
  });
}

async function runCheck([name, commands]) {
  const started = Date.now();
  for (const [command, args] of commands) {
    const { status, output } = await runQuietly(command, args);
    process.stdout.write(`\n▶ ${name}: ${command} ${args.join(" ")}\n`);
    process.stdout.write(output);
    if (status !== 0) return { name, ok: false };
  }
  process.stdout.write(`  (${name}: ${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
  return { name, ok: true };
}

fs.rmSync(".test-output", { recursive: true, force: true });
fs.mkdirSync(".test-output", { recursive: true });

let failedStep = (await Promise.all(checks.map(runCheck))).find((check) => !check.ok)?.name ?? null;
if (!failedStep) {
  for (const [name, command, args] of suites) {
    process.stdout.write(`\n▶ ${name}: ${command} ${args.join(" ")}\n`);
    const result = spawnSync(command, args, { stdio: "inherit", env });
    if (result.status !== 0) {
      failedStep = name;
      break;
    }
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

fs.rmSync(seededTemplate, { recursive: true, force: true });
process.stdout.write("\n");
if (failedStep) process.stdout.write(`npm test stopped: the ${failedStep} step failed.\n`);
process.stdout.write(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
process.exit(failedStep || failed > 0 ? 1 : 0);
