import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import type { Engine } from "../connect.server";

/**
 * Replies to events, RSVPs (docs/decisions/0080-event-replies.md).
 * Frozen: nothing from the application.
 * - events.replies: who may reply: nobody ('off'), members only, or members
 *   and the public; events.reply_capacity: how many people may come (guests
 *   included), null for no limit;
 * - event_replies: one reply per person and event. `who` names the person
 *   ("member:12" or "email:asha@example.org") so a second reply changes the
 *   first; `queued_at` orders the waiting list. member_id has no foreign key:
 *   a removed member's reply stays in the event's list and counts.
 */
export function eventReplies(engine: Engine) {
  const id = (col: ColumnDefinitionBuilder) =>
    engine === "postgres" ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("events")
        .addColumn("replies", "text", (c) =>
          c.notNull().defaultTo("off").check(sql`replies in ('off', 'members', 'everyone')`),
        )
        .execute();
      await db.schema
        .alterTable("events")
        .addColumn("reply_capacity", "integer", (c) => c.check(sql`reply_capacity > 0`))
        .execute();
      await db.schema
        .createTable("event_replies")
        .addColumn("id", "integer", id)
        .addColumn("event_id", "integer", (c) => c.notNull().references("events.id").onDelete("cascade"))
        .addColumn("who", "text", (c) => c.notNull())
        .addColumn("member_id", "integer")
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("phone", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("guests", "integer", (c) => c.notNull().defaultTo(0).check(sql`guests >= 0`))
        .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('coming', 'waiting', 'cancelled')`))
        .addColumn("locale", "text", (c) => c.notNull().defaultTo("en").check(sql`locale in ('en', 'ko', 'hi')`))
        .addColumn("queued_at", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addUniqueConstraint("event_replies_who", ["event_id", "who"])
        .execute();
      await db.schema
        .createIndex("event_replies_queue")
        .on("event_replies")
        .columns(["event_id", "status", "queued_at"])
        .execute();
    },
  };
}
