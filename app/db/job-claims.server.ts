import crypto from "node:crypto";
import os from "node:os";
import type { Db } from "./connect.server";
import { nowIso } from "./time";

/** This process as its claims name it: host, process id and a random part (a restarted process may reuse its id). */
const thisProcess = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString("hex")}`;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Frees the claims of processes of this machine that no longer run (a
 * server killed mid-run, then started again), so their runs need not wait
 * for their retake time. Claims of other machines wait for it.
 */
export async function releaseClaimsOfStoppedProcesses(db: Db): Promise<number> {
  const prefix = `${os.hostname()}:`;
  const holders = await db.selectFrom("job_claims").select("holder").distinct().execute();
  const stopped = holders
    .map(({ holder }) => holder)
    .filter((holder) => {
      if (!holder.startsWith(prefix) || holder === thisProcess) return false;
      const pid = Number(holder.slice(prefix.length).split(":")[0]);
      return Number.isSafeInteger(pid) && pid > 0 && !isRunning(pid);
    });
  if (stopped.length === 0) return 0;
  const released = await db.deleteFrom("job_claims").where("holder", "in", stopped).executeTakeFirst();
  return Number(released.numDeletedRows);
}

export interface JobRun {
  /** What the job is: "backup", "trash-purge", "avif". */
  job: string;
  /** Which of its runs: a day, a period, an image's id. */
  run: string;
  now: Date;
  /**
   * A claim older than this is taken to be left by a process that stopped
   * before finishing, and may be taken again. Without it, a run is claimed
   * once for good.
   */
  retakeAfterMs?: number;
}

/**
 * Takes one run of a scheduled job for this process; false when another
 * process (or this one) has it already. Several server processes on one
 * database each look for due work on their own timers; the database's
 * primary key lets exactly one of them do each run
 * (docs/decisions/0070-scheduled-jobs-run-once.md).
 */
export async function claimJobRun(db: Db, { job, run, now, retakeAfterMs }: JobRun): Promise<boolean> {
  const claimedAt = nowIso(now);
  const claimed = await db
    .insertInto("job_claims")
    .values({ job, run, holder: thisProcess, claimed_at: claimedAt })
    .onConflict((conflict) => {
      const onKey = conflict.columns(["job", "run"]);
      if (retakeAfterMs === undefined) return onKey.doNothing();
      return onKey
        .doUpdateSet({ holder: thisProcess, claimed_at: claimedAt })
        .where("job_claims.claimed_at", "<", nowIso(new Date(now.getTime() - retakeAfterMs)));
    })
    .returning("job")
    .executeTakeFirst();
  if (claimed) await forgetOldClaims(db, job, now);
  return claimed !== undefined;
}

/** The run of a job that runs once in each period of `everyMs`: the period's start. */
export function periodRun(now: Date, everyMs: number): string {
  return nowIso(new Date(Math.floor(now.getTime() / everyMs) * everyMs));
}

const keepClaimsMs = 7 * 24 * 60 * 60 * 1000;

/** Forgets a job's claims older than a week (no run looks that far back), each time one is taken. */
async function forgetOldClaims(db: Db, job: string, now: Date): Promise<void> {
  await db
    .deleteFrom("job_claims")
    .where("job", "=", job)
    .where("claimed_at", "<", nowIso(new Date(now.getTime() - keepClaimsMs)))
    .execute();
}

/**
 * Does `work` when this process is the first to claim this period's run of
 * a job that runs every `everyMs`; false when another process has it.
 */
export async function onceInPeriod(
  db: Db,
  job: string,
  everyMs: number,
  now: Date,
  work: () => Promise<unknown>,
): Promise<boolean> {
  if (!(await claimJobRun(db, { job, run: periodRun(now, everyMs), now }))) return false;
  await work();
  return true;
}
