import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { scheduledArchiveName } from "./archive-format";
import { runScheduledBackup, startBackupSchedule } from "./schedule.server";

const hour = 60 * 60 * 1000;

function folder() {
  return fs.mkdtempSync(path.join(os.tmpdir(), "club-backups-"));
}

/** A writer that records what it wrote, as exportToFile would leave it. */
function recorder() {
  const written: string[] = [];
  return {
    written,
    write: async (file: string) => {
      fs.writeFileSync(file, "archive");
      written.push(path.basename(file));
    },
  };
}

describe("daily backups in BACKUP_DIR", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("writes one archive when there is none, then not again until the newest is 24 hours old", async () => {
    const directory = folder();
    const { written, write } = recorder();
    let now = new Date("2026-11-25T06:07:00Z");
    const options = { directory, keep: 14, write, clock: () => now };
    expect((await runScheduledBackup(options)).wrote).toBe("club-backup-2026-11-25T0607Z.tar.gz");
    now = new Date(now.getTime() + 23 * hour + 59 * 60 * 1000);
    expect((await runScheduledBackup(options)).wrote).toBeNull();
    now = new Date("2026-11-26T06:07:00Z");
    expect((await runScheduledBackup(options)).wrote).toBe("club-backup-2026-11-26T0607Z.tar.gz");
    expect(written).toEqual(["club-backup-2026-11-25T0607Z.tar.gz", "club-backup-2026-11-26T0607Z.tar.gz"]);
  });

  it("a due archive is written only by the process that claims the day; another process sharing the folder writes none", async () => {
    const directory = folder();
    const { written, write } = recorder();
    const claimed = new Set<string>();
    const claim = async (day: string) => !claimed.has(day) && Boolean(claimed.add(day));
    const now = new Date("2026-11-25T06:07:00Z");
    const days: string[] = [];
    const options = { directory, keep: 14, write, clock: () => now };
    const first = runScheduledBackup({
      ...options,
      claim: (day) => {
        days.push(day);
        return claim(day);
      },
    });
    const second = runScheduledBackup({ ...options, claim });
    const wrote = (await Promise.all([first, second])).map((result) => result.wrote);
    expect(wrote.filter(Boolean)).toEqual(["club-backup-2026-11-25T0607Z.tar.gz"]);
    expect(written).toEqual(["club-backup-2026-11-25T0607Z.tar.gz"]);
    expect(days).toEqual(["2026-11-25"]);
  });

  it("keeps the newest BACKUP_KEEP archives and deletes only older ones of its own naming", async () => {
    const directory = folder();
    const start = new Date("2026-01-01T00:00:00Z").getTime();
    for (let day = 0; day < 5; day++)
      fs.writeFileSync(path.join(directory, scheduledArchiveName(new Date(start + day * 24 * hour))), "old");
    for (const other of ["club-backup-2026-01-01.tar.gz", "notes.txt", "club-backup-2020-01-01T0000Z.tar.gz.bak"])
      fs.writeFileSync(path.join(directory, other), "keep");
    const { write } = recorder();
    const result = await runScheduledBackup({
      directory,
      keep: 3,
      write,
      clock: () => new Date(start + 10 * 24 * hour),
    });
    expect(result.wrote).toBe("club-backup-2026-01-11T0000Z.tar.gz");
    expect(result.deleted.sort()).toEqual([
      "club-backup-2026-01-01T0000Z.tar.gz",
      "club-backup-2026-01-02T0000Z.tar.gz",
      "club-backup-2026-01-03T0000Z.tar.gz",
    ]);
    expect(fs.readdirSync(directory).sort()).toEqual([
      "club-backup-2020-01-01T0000Z.tar.gz.bak",
      "club-backup-2026-01-01.tar.gz",
      "club-backup-2026-01-04T0000Z.tar.gz",
      "club-backup-2026-01-05T0000Z.tar.gz",
      "club-backup-2026-01-11T0000Z.tar.gz",
      "notes.txt",
    ]);
  });

  it("a failure is logged as one JSON line and tried again at the next hourly look, without throwing", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const directory = folder();
    const lines: string[] = [];
    const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    let attempts = 0;
    const schedule = startBackupSchedule({
      directory,
      keep: 14,
      clock: () => new Date("2026-11-25T06:00:00Z"),
      write: async (file) => {
        attempts++;
        if (attempts === 1) throw new Error("disk full");
        fs.writeFileSync(file, "archive");
      },
    });
    await vi.waitFor(() => expect(lines.some((l) => l.includes("scheduled backup failed"))).toBe(true), {
      timeout: 30_000,
    });
    expect(fs.readdirSync(directory)).toEqual([]);
    await vi.advanceTimersByTimeAsync(hour);
    await vi.waitFor(() => expect(fs.readdirSync(directory)).toEqual(["club-backup-2026-11-25T0600Z.tar.gz"]), {
      timeout: 30_000,
    });
    await vi.advanceTimersByTimeAsync(hour);
    await schedule.stop();
    spy.mockRestore();
    expect(attempts).toBe(2);
    const failure = lines.find((l) => l.includes("scheduled backup failed")) as string;
    expect(failure.trim().split("\n")).toHaveLength(1);
    expect(JSON.parse(failure)).toMatchObject({ level: "error", msg: "scheduled backup failed" });
  });
});
