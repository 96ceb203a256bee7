// npm run export -- FILE
// Writes the whole site (every table and the media files) to one tar.gz archive, read from
// the database and media store the server's configuration names (DATA_DIR, DATABASE_URL,
// MEDIA_STORE...). Safe while the site is serving: it reads one snapshot.
import fs from "node:fs";
import { parseArgs } from "node:util";
import { exportToFile } from "../app/backup/export.server";
import { parseConfigOrExit } from "../app/env.server";
import { createMediaStore } from "../app/media/create-store.server";
import { fail } from "./cli";

const usage = "Usage: npm run export -- FILE   (for example: npm run export -- club-backup.tar.gz)";

async function main() {
  let positionals: string[];
  try {
    ({ positionals } = parseArgs({ allowPositionals: true, options: {} }));
  } catch (error) {
    fail(`${(error as Error).message}\n${usage}`);
  }
  const [file, ...rest] = positionals;
  if (!file || rest.length > 0) fail(usage);
  const config = parseConfigOrExit();
  if (config.database.kind === "sqlite" && !fs.existsSync(config.database.file))
    fail(`There is no database at ${config.database.file}: set DATA_DIR (or DATABASE_URL) as the server has it`);
  const manifest = await exportToFile(file, { target: config.database, store: createMediaStore(config) });
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  const media = Object.keys(manifest.files).filter((name) => name.startsWith("media/")).length;
  const bytes = fs.statSync(file).size;
  process.stdout.write(
    `Exported ${rows} rows of ${Object.keys(manifest.tables).length} tables and ${media} media files from ${manifest.engine} (migration ${manifest.migration}) to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MiB)\n`,
  );
  if (manifest.missingMedia.length > 0)
    process.stderr.write(
      `Warning: ${manifest.missingMedia.length} media files named by the database were missing from the store and are not in the archive: ${manifest.missingMedia.slice(0, 5).join(", ")}${manifest.missingMedia.length > 5 ? "…" : ""}\n`,
    );
}

main().catch((error: unknown) => fail(`Export failed: ${(error as Error).message ?? String(error)}`));
