import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import type { Engine } from "../connect.server";

/**
 * Meetings and events (docs/decisions/0031-events-and-recurrence.md). Start
 * and end are UTC instants; a weekly meeting is one row with a recurrence
 * rule (RRULE text), its occurrences computed, and the dates that differ
 * (cancelled or moved) are rows of event_exceptions keyed by the original
 * start. `sequence` grows on every save, for iCalendar's SEQUENCE.
 */
export function events(engine: Engine) {
  const id = (col: ColumnDefinitionBuilder) =>
    engine === "postgres" ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("events")
        .addColumn("id", "integer", id)
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("starts_at", "text", (c) => c.notNull())
        .addColumn("ends_at", "text", (c) => c.notNull())
        .addColumn("all_day", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("recurrence", "text")
        .addColumn("repeat_until", "text")
        .addColumn("venue_name", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("venue_address", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("map_url", "text")
        .addColumn("online_url", "text")
        .addColumn("photo_id", "integer", (c) => c.references("media.id").onDelete("set null"))
        .addColumn("project_id", "integer", (c) => c.references("projects.id").onDelete("set null"))
        .addColumn("status", "text", (c) => c.notNull().defaultTo("scheduled"))
        .addColumn("is_draft", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("sequence", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("events_starts_at").on("events").columns(["is_draft", "starts_at"]).execute();
      await db.schema
        .createTable("event_texts")
        .addColumn("event_id", "integer", (c) => c.notNull().references("events.id").onDelete("cascade"))
        .addColumn("locale", "text", (c) => c.notNull())
        .addColumn("title", "text")
        .addColumn("description", "text")
        .addColumn("status_note", "text")
        .addPrimaryKeyConstraint("event_texts_pk", ["event_id", "locale"])
        .execute();
      await db.schema
        .createTable("event_exceptions")
        .addColumn("event_id", "integer", (c) => c.notNull().references("events.id").onDelete("cascade"))
        .addColumn("occurrence_at", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("starts_at", "text")
        .addColumn("ends_at", "text")
        .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("event_exceptions_pk", ["event_id", "occurrence_at"])
        .execute();
    },
  };
}
