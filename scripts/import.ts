// npm run import -- firestore PATH [--dry-run] [--media-dir DIR]
// Imports the Firebase-era site's data (docs/decisions/0029-firestore-import.md) into the
// database and media store that the environment names (DATA_DIR, DATABASE_URL, MEDIA_STORE).
import fs from "node:fs";
import { parseArgs } from "node:util";
import cliProgress from "cli-progress";
import { type Database, migrateToLatest, openDatabase } from "../app/db/connect.server";
import { parseConfigOrExit } from "../app/env.server";
import { ImportInputError } from "../app/import/firestore-shapes.server";
import { type StagedExport, stageFirestoreExport } from "../app/import/firestore-staging.server";
import { type ImportProgress, importFirestore } from "../app/import/import-firestore.server";
import { summaryText } from "../app/import/summary";
import { setLogLevel } from "../app/log.server";
import { createMediaStore } from "../app/media/create-store.server";
import { fail } from "./cli";

const usage = `Usage:
  npm run import -- firestore PATH [--dry-run] [--media-dir DIR]
    PATH         a Firestore export: a JSON file, or a folder of JSON files (one per collection)
    --dry-run    show what would be created, updated and skipped, and every problem; write nothing
    --media-dir  take images from this folder (by the file name that ends their URL) instead of downloading`;

/** A bar on a terminal; elsewhere (a log, CI) a plain line at every tenth of the way. */
function progressFor(stream: NodeJS.WriteStream): ImportProgress {
  if (stream.isTTY) {
    const bar = new cliProgress.SingleBar(
      { format: "{bar} {value}/{total} {stage}", stream, hideCursor: true, clearOnComplete: true },
      cliProgress.Presets.shades_classic,
    );
    return {
      start: (total) => bar.start(total, 0, { stage: "" }),
      step: (stage) => bar.increment(1, { stage }),
      stop: () => bar.stop(),
    };
  }
  let total = 0;
  let done = 0;
  let shown = 0;
  return {
    start(n) {
      total = n;
      stream.write(`import: ${total} steps (files to fetch and records to write)\n`);
    },
    step(stage) {
      done++;
      const tenth = Math.floor((done * 10) / Math.max(total, 1));
      if (tenth > shown || done === total) {
        shown = tenth;
        stream.write(`import: ${done}/${total} (${stage})\n`);
      }
    },
    stop() {},
  };
}

async function main() {
  let parsed: ReturnType<
    typeof parseArgs<{
      allowPositionals: true;
      options: { "dry-run": { type: "boolean" }; "media-dir": { type: "string" }; help: { type: "boolean" } };
    }>
  >;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { "dry-run": { type: "boolean" }, "media-dir": { type: "string" }, help: { type: "boolean" } },
    });
  } catch (error) {
    fail(`${(error as Error).message}\n${usage}`);
  }
  const { positionals, values } = parsed;
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    return;
  }
  const [source, location] = positionals;
  if (source !== "firestore" || !location || positionals.length > 2) fail(usage);
  const mediaDir = values["media-dir"];
  if (mediaDir !== undefined && !fs.statSync(mediaDir, { throwIfNoEntry: false })?.isDirectory())
    fail(`--media-dir ${mediaDir} is not a folder.`);
  const dryRun = values["dry-run"] ?? false;

  const config = parseConfigOrExit();
  setLogLevel("warn");

  // Streamed into a temporary staging file, document by document: memory stays flat
  // whatever the export's size (docs/decisions/0060-streaming-import.md).
  let staged: StagedExport;
  try {
    staged = await stageFirestoreExport(location);
  } catch (error) {
    if (error instanceof ImportInputError) fail(error.message);
    throw error;
  }

  // A dry run opens no SQLite file that is not there yet: opening would create it.
  const untouched = dryRun && config.database.kind === "sqlite" && !fs.existsSync(config.database.file);
  const database: Database | null = untouched ? null : openDatabase(config.database);
  try {
    if (database && !dryRun) await migrateToLatest(database);
    const report = await importFirestore({ database, store: dryRun ? null : createMediaStore(config) }, staged, {
      dryRun,
      fetch: { mediaDir },
      progress: progressFor(process.stdout),
      // Only a dry run's summary lists the actions.
      keepActions: dryRun,
    });
    process.stdout.write(summaryText(report));
  } finally {
    staged.close();
    await database?.close();
  }
}

main().catch((error) => fail(`import: ${error instanceof Error ? error.message : String(error)}`));
