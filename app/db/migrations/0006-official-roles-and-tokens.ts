import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import type { Engine } from "../connect.server";

/**
 * Officials managed in the site (docs/decisions/0020-officials-roles-and-tokens.md):
 * - officials.role: administrator or editor; every official so far becomes an administrator;
 * - officials.name, and officials.last_sign_in_at (filled from the successful sign-ins recorded so far);
 * - audit_log.actor: the official's e-mail when the entry was written, so the activity log
 *   still says who did it after that official is removed;
 * - official_tokens: one-time links (invitations, password resets), stored as the SHA-256 of
 *   the token, with their purpose, expiry and the time they were used;
 * - reset_requests: every "forgot password" request, known address or not, so the requests
 *   can be throttled per address and per network address;
 * - outbox.erase_after_send: the e-mail holds a one-time link; once sent, its body is replaced.
 */
export function officialRolesAndTokens(engine: Engine) {
  const id = (col: ColumnDefinitionBuilder) =>
    engine === "postgres" ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

  return {
    async up(db: Kysely<unknown>) {
      // SQLite adds one column per ALTER TABLE statement.
      await db.schema
        .alterTable("officials")
        .addColumn("role", "text", (c) =>
          c.notNull().defaultTo("administrator").check(sql`role in ('administrator', 'editor')`),
        )
        .execute();
      await db.schema
        .alterTable("officials")
        .addColumn("name", "text", (c) => c.notNull().defaultTo(""))
        .execute();
      await db.schema.alterTable("officials").addColumn("last_sign_in_at", "text").execute();
      await sql`update officials set last_sign_in_at = (select max(a.created_at) from login_attempts a where a.official_id = officials.id and a.status = 'success')`.execute(
        db,
      );

      await db.schema.alterTable("audit_log").addColumn("actor", "text").execute();
      await sql`update audit_log set actor = (select o.email from officials o where o.id = audit_log.official_id)`.execute(
        db,
      );

      await db.schema
        .createTable("official_tokens")
        .addColumn("id", "integer", id)
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("purpose", "text", (c) => c.notNull().check(sql`purpose in ('invite', 'reset')`))
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("role", "text", (c) => c.check(sql`role in ('administrator', 'editor')`))
        .addColumn("official_id", "integer", (c) => c.references("officials.id").onDelete("cascade"))
        .addColumn("created_by", "integer", (c) => c.references("officials.id").onDelete("set null"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .addColumn("used_at", "text")
        .execute();
      await db.schema
        .createIndex("official_tokens_email")
        .on("official_tokens")
        .columns(["purpose", "email"])
        .execute();
      await db.schema.createIndex("official_tokens_official").on("official_tokens").column("official_id").execute();

      await db.schema
        .createTable("reset_requests")
        .addColumn("id", "integer", id)
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("ip", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("reset_requests_email")
        .on("reset_requests")
        .columns(["email", "created_at"])
        .execute();
      await db.schema.createIndex("reset_requests_ip").on("reset_requests").columns(["ip", "created_at"]).execute();

      await db.schema
        .alterTable("outbox")
        .addColumn("erase_after_send", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
