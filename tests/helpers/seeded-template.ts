import fs from "node:fs";
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

/** The folder `npm test` seeded once for this run (scripts/test.mjs, SEEDED_TEMPLATE), or null outside it. */
export function seededTemplateOfRun(): string | null {
  const template = process.env.SEEDED_TEMPLATE;
  return template && fs.existsSync(path.join(template, "club.db")) ? template : null;
}
