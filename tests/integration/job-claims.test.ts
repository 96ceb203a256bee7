import { spawnSync } from "node:child_process";
import os from "node:os";
import { describe, expect, it } from "vitest";
import { claimJobRun, onceInPeriod, periodRun, releaseClaimsOfStoppedProcesses } from "~/db/job-claims.server";
import { migratedDatabase, testEngines } from "../helpers/engines";

const hourMs = 60 * 60 * 1000;

describe.each(testEngines)("scheduled jobs' claims on $name", ({ setup }) => {
  const handle = migratedDatabase(setup);

  it("a job's run claimed by many callers at once is taken by exactly one", async () => {
    const now = new Date("2026-11-27T10:15:00Z");
    const claims = await Promise.all(
      Array.from({ length: 12 }, () => claimJobRun(handle.database.db, { job: "backup", run: "2026-11-27", now })),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimJobRun(handle.database.db, { job: "backup", run: "2026-11-28", now })).toBe(true);
    expect(await claimJobRun(handle.database.db, { job: "other", run: "2026-11-27", now })).toBe(true);
  });

  it("a claim left by a stopped process is taken again only after its retake time", async () => {
    const db = handle.database.db;
    const at = new Date("2026-11-27T10:00:00Z");
    const claim = (minutes: number) =>
      claimJobRun(db, {
        job: "avif",
        run: "42",
        now: new Date(at.getTime() + minutes * 60_000),
        retakeAfterMs: 10 * 60_000,
      });
    expect(await claim(0)).toBe(true);
    expect(await claim(9)).toBe(false);
    expect(await claim(11)).toBe(true);
    expect(await claim(15)).toBe(false);
  });

  it("a job that runs every hour runs once in each hour however many processes look", async () => {
    const db = handle.database.db;
    let runs = 0;
    const work = async () => {
      runs += 1;
    };
    const look = (at: string) => onceInPeriod(db, "trash-purge", hourMs, new Date(at), work);
    expect(await Promise.all([look("2026-11-27T10:05:00Z"), look("2026-11-27T10:05:00Z")])).toEqual(
      expect.arrayContaining([true, false]),
    );
    expect(await look("2026-11-27T10:59:59Z")).toBe(false);
    expect(await look("2026-11-27T11:00:00Z")).toBe(true);
    expect(runs).toBe(2);
    expect(periodRun(new Date("2026-11-27T11:42:10Z"), hourMs)).toBe("2026-11-27T11:00:00.000Z");
  });

  it("a week-old claim is forgotten when the job takes a new one", async () => {
    const db = handle.database.db;
    await claimJobRun(db, { job: "media-cleanup", run: "old", now: new Date("2026-11-01T00:00:00Z") });
    await claimJobRun(db, { job: "media-cleanup", run: "recent", now: new Date("2026-11-26T00:00:00Z") });
    await claimJobRun(db, { job: "media-cleanup", run: "new", now: new Date("2026-11-27T00:00:00Z") });
    const runs = await db.selectFrom("job_claims").select("run").where("job", "=", "media-cleanup").execute();
    expect(runs.map((r) => r.run).sort()).toEqual(["new", "recent"]);
  });

  it("a killed process's claims on this machine are freed at the next start; a running one's and another machine's stay", async () => {
    const db = handle.database.db;
    // The id of a process that has ended.
    const ended = spawnSync(process.execPath, ["-e", ""]).pid;
    const host = os.hostname();
    const at = new Date().toISOString();
    await db
      .insertInto("job_claims")
      .values([
        { job: "avif", run: "1", holder: `${host}:${ended}:aa`, claimed_at: at },
        { job: "avif", run: "2", holder: `${host}:${process.ppid}:bb`, claimed_at: at },
        { job: "avif", run: "3", holder: `other-machine:${ended}:cc`, claimed_at: at },
      ])
      .execute();
    expect(await releaseClaimsOfStoppedProcesses(db)).toBe(1);
    const left = await db
      .selectFrom("job_claims")
      .select("run")
      .where("job", "=", "avif")
      .where("run", "in", ["1", "2", "3"])
      .orderBy("run")
      .execute();
    expect(left.map((claim) => claim.run)).toEqual(["2", "3"]);
    expect(await claimJobRun(db, { job: "avif", run: "1", now: new Date(), retakeAfterMs: 600_000 })).toBe(true);
  });
});
