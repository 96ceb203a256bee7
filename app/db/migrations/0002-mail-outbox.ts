import type { Kysely } from "kysely";
import { sql } from "kysely";
import type { Engine } from "../connect.server";

/**
 * What delivering messages through the outbox needs (docs/decisions/0007-mail-outbox.md):
 * - messages.time_text: the time field of the specification, written at submission
 *   in the visitor's language;
 * - outbox.audience: officials or the visitor (an acknowledgement);
 * - outbox.locked_until / locked_by: the lease a worker holds on an e-mail it is sending,
 *   so two server processes never send the same e-mail;
 * - outbox.failed_at: set when the last attempt failed, so the message shows as undelivered;
 * - app_secrets: keys generated once and shared by every server process on the database
 *   (the form-timing signature).
 */
export function mailOutbox(_engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("messages").addColumn("time_text", "text").execute();
      await db.schema.createIndex("messages_client_ip").on("messages").columns(["client_ip", "submitted_at"]).execute();
      await db.schema.createIndex("messages_status").on("messages").columns(["status", "submitted_at"]).execute();

      await db.schema
        .alterTable("outbox")
        .addColumn("audience", "text", (c) =>
          c.notNull().defaultTo("officials").check(sql`audience in ('officials', 'visitor')`),
        )
        .execute();
      // SQLite adds one column per ALTER TABLE statement.
      await db.schema.alterTable("outbox").addColumn("locked_until", "text").execute();
      await db.schema.alterTable("outbox").addColumn("locked_by", "text").execute();
      await db.schema.alterTable("outbox").addColumn("failed_at", "text").execute();
      await db.schema.createIndex("outbox_message").on("outbox").column("message_id").execute();

      await db.schema
        .createTable("app_secrets")
        .addColumn("name", "text", (c) => c.primaryKey())
        .addColumn("value", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
    },
  };
}
