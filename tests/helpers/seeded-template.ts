import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A data folder the built server has migrated and seeded with the demo
 * content once (SQLite and local media), copied into each test server's
 * empty DATA_DIR instead of migrating and seeding again: the demo photos and
 * their AVIF and WebP variants took most of every first start (issue 21).
 *
 * Only for a start the template stands for: SQLite, local media, demo
 * content on, an empty data folder. Anything else starts from nothing.
 */
export function templateFits(env: Record<string, string>): boolean {
  if (env.DATABASE_URL || env.MEDIA_STORE) return false;
  if (env.DEMO_CONTENT !== undefined && !["1", "true", "yes", "on"].includes(env.DEMO_CONTENT.toLowerCase()))
    return false;
  const dataDir = env.DATA_DIR;
  if (!dataDir) return false;
  return !fs.existsSync(dataDir) || fs.readdirSync(dataDir).length === 0;
}

/** Copies the template into `dataDir` (which is empty or missing). */
export function copyTemplate(template: string, dataDir: string) {
  fs.cpSync(template, dataDir, { recursive: true });
}

/**
 * Makes the template: starts the built server on a new folder, waits until it
 * listens (seeded), and stops it so the database is closed and checkpointed.
 */
export async function makeSeededTemplate(serverEntry: string): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "club-template-"));
  const child = spawn(process.execPath, [serverEntry], {
    env: { PATH: process.env.PATH ?? "", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join("").includes('"msg":"listening"')) resolve();
    });
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    child.once("exit", (code) => reject(new Error(`the template server exited with ${code}:\n${output.join("")}`)));
  });
  await new Promise<void>((resolve) => {
    child.removeAllListeners("exit");
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
  return dataDir;
}
