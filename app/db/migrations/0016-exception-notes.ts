import type { Kysely } from "kysely";

/**
 * The reason for a cancelled or moved date of the weekly meeting in each
 * language (docs/decisions/0048-weekly-meeting-as-people-say-it.md). The
 * English reason stays in event_exceptions.note (every language falls back
 * to it); another language's reason is a row here, keyed like its exception.
 */
export const exceptionNotes = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("event_exception_texts")
      .addColumn("event_id", "integer", (c) => c.notNull().references("events.id").onDelete("cascade"))
      .addColumn("occurrence_at", "text", (c) => c.notNull())
      .addColumn("locale", "text", (c) => c.notNull())
      .addColumn("note", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("event_exception_texts_pk", ["event_id", "occurrence_at", "locale"])
      .execute();
  },
};
