import type { Kysely } from "kysely";
import type { Engine } from "../connect.server";

/**
 * health_checks: one row that /healthz rewrites, so the check proves the
 * database takes writes (a full disk, a read-only file or a read-only replica
 * answers reads but refuses this).
 */
export function healthChecks(_engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("health_checks")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("checked_at", "text", (c) => c.notNull())
        .execute();
    },
  };
}
