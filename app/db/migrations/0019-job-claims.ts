import type { Kysely } from "kysely";

/**
 * job_claims: which process took a scheduled job's run (a daily backup, an
 * hour's trash purge, one image's AVIF variants), so that several server
 * processes on one database do each run once
 * (docs/decisions/0070-scheduled-jobs-run-once.md). The first insert of a
 * (job, run) pair wins; `claimed_at` lets a run whose process died be taken
 * again. Frozen: nothing from the application.
 */
export const jobClaims = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("job_claims")
      .addColumn("job", "text", (c) => c.notNull())
      .addColumn("run", "text", (c) => c.notNull())
      .addColumn("holder", "text", (c) => c.notNull())
      .addColumn("claimed_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("job_claims_pk", ["job", "run"])
      .execute();
    await db.schema.createIndex("job_claims_claimed_at").on("job_claims").column("claimed_at").execute();
  },
};
