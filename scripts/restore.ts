// npm run restore -- FILE [--replace] [--max-entry-mb N]
// Restores an archive written by `npm run export` (or the dashboard, or BACKUP_DIR) into the
// database and media store the server's configuration names. The archive is checked first;
// a damaged or altered one is refused and nothing changes. A database that holds rows is
// refused unless --replace, which clears it. A media file over --max-entry-mb (default
// RESTORE_MAX_ENTRY_MB, 100) is refused by name. Stop the server while restoring.
import { parseArgs } from "node:util";
import { RestoreRefused, restoreArchive } from "../app/backup/restore.server";
import { parseConfigOrExit } from "../app/env.server";
import { createMediaStore } from "../app/media/create-store.server";
import { fail } from "./cli";

const usage = "Usage: npm run restore -- FILE [--replace] [--max-entry-mb N]";

async function main() {
  let parsed: { positionals: string[]; values: { replace?: boolean; "max-entry-mb"?: string } };
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { replace: { type: "boolean" }, "max-entry-mb": { type: "string" } },
    });
  } catch (error) {
    fail(`${(error as Error).message}\n${usage}`);
  }
  const [file, ...rest] = parsed.positionals;
  if (!file || rest.length > 0) fail(usage);
  const flag = parsed.values["max-entry-mb"];
  const flagMegabytes = flag === undefined ? undefined : Number(flag);
  if (flagMegabytes !== undefined && !(Number.isFinite(flagMegabytes) && flagMegabytes > 0))
    fail(`--max-entry-mb must be a number of MB above 0 (got ${JSON.stringify(flag)})\n${usage}`);
  const config = parseConfigOrExit();
  const summary = await restoreArchive({
    file,
    target: config.database,
    store: createMediaStore(config),
    replace: parsed.values.replace ?? false,
    maxEntryBytes: Math.floor((flagMegabytes ?? config.RESTORE_MAX_ENTRY_MB) * 1024 * 1024),
  });
  const { manifest } = summary;
  const upgraded = summary.migrated.length > 0 ? `; then ran ${summary.migrated.length} newer migrations` : "";
  process.stdout.write(
    `Restored ${summary.rows} rows of ${Object.keys(manifest.tables).length} tables and ${summary.media} media files into ${config.database.kind === "postgres" ? "PostgreSQL" : "SQLite"} from ${file} (written ${manifest.createdAt} by ${manifest.appVersion} on ${manifest.engine}, migration ${manifest.migration}${upgraded})\n`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof RestoreRefused) fail(`Restore refused: ${error.message}`);
  fail(`Restore failed: ${(error as Error).message ?? String(error)}`);
});
