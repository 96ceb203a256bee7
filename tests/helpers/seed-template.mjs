// Usage: node tests/helpers/seed-template.mjs <empty folder>
// The built server's first start in that folder (SQLite, local media, demo content): migrated
// and seeded, then stopped, which checkpoints the database. `npm test` makes it once, beside
// the type check, for vitest's and Playwright's test servers to copy (tests/helpers/seeded-template.ts).
import { spawn } from "node:child_process";

const [folder] = process.argv.slice(2);
if (!folder) {
  console.error("usage: node tests/helpers/seed-template.mjs <empty folder>");
  process.exit(2);
}
const server = spawn(process.execPath, ["build/app-server.js"], {
  env: { PATH: process.env.PATH ?? "", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", DATA_DIR: folder },
  stdio: ["ignore", "pipe", "inherit"],
});
let output = "";
server.stdout.setEncoding("utf8");
server.stdout.on("data", (chunk) => {
  output += chunk;
  if (output.includes('"msg":"listening"')) server.kill("SIGTERM");
});
server.on("exit", (code) => {
  if (output.includes('"msg":"listening"') && code === 0) return;
  console.error(`the server's first start in ${folder} failed (exit ${code}):\n${output}`);
  process.exit(1);
});
