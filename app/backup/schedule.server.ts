import fsp from "node:fs/promises";
import path from "node:path";
import { nowIso } from "~/db/time";
import { log } from "~/log.server";
import { scheduledArchiveName, scheduledArchiveTime } from "./archive-format";

export const backupEveryMs = 24 * 60 * 60 * 1000;
export const backupCheckEveryMs = 60 * 60 * 1000;

export interface BackupScheduleOptions {
  directory: string;
  /** How many of the newest daily archives to keep. */
  keep: number;
  /** Writes one archive to `file` (exportToFile, which renames into place only when whole). */
  write: (file: string, at: Date) => Promise<unknown>;
  /**
   * Takes the day's archive for this process; false when another process on
   * the same database took it (they share the folder, so one writes it).
   */
  claim?: (day: string, at: Date) => Promise<boolean>;
  clock?: () => Date;
}

/** The daily archives in the folder, newest first; other files are never touched. */
async function dailyArchives(directory: string): Promise<{ name: string; at: Date }[]> {
  const names = await fsp.readdir(directory);
  return names
    .map((name) => ({ name, at: scheduledArchiveTime(name) }))
    .filter((entry): entry is { name: string; at: Date } => entry.at !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime());
}

/**
 * One look at the folder: writes an archive when the newest is 24 hours old
 * or more (or there is none), then deletes all but the newest `keep` of the
 * archives named like ours.
 */
export async function runScheduledBackup(
  options: BackupScheduleOptions,
): Promise<{ wrote: string | null; deleted: string[] }> {
  const now = options.clock?.() ?? new Date();
  await fsp.mkdir(options.directory, { recursive: true });
  const newest = (await dailyArchives(options.directory))[0];
  let wrote: string | null = null;
  const due = !newest || now.getTime() - newest.at.getTime() >= backupEveryMs;
  if (due && (!options.claim || (await options.claim(nowIso(now).slice(0, 10), now)))) {
    wrote = scheduledArchiveName(now);
    await options.write(path.join(options.directory, wrote), now);
  }
  const deleted: string[] = [];
  for (const old of (await dailyArchives(options.directory)).slice(options.keep)) {
    await fsp.rm(path.join(options.directory, old.name), { force: true });
    deleted.push(old.name);
  }
  return { wrote, deleted };
}

/**
 * Daily archives in BACKUP_DIR: a look at start-up, then every hour. A
 * failure is logged and tried again at the next look; it never stops the
 * server. The timer does not keep the process alive.
 */
export function startBackupSchedule(options: BackupScheduleOptions & { checkEveryMs?: number }) {
  let running: Promise<void> | null = null;
  const look = () => {
    if (running) return;
    running = runScheduledBackup(options)
      .then(({ wrote, deleted }) => {
        if (wrote || deleted.length > 0) log.info("scheduled backup", { directory: options.directory, wrote, deleted });
        else log.debug("scheduled backup looked", { directory: options.directory });
      })
      .catch((error: unknown) => log.error("scheduled backup failed", { err: error, directory: options.directory }))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(look, options.checkEveryMs ?? backupCheckEveryMs);
  timer.unref();
  look();
  return {
    /** No more looks; resolves once a backup being written is finished. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
