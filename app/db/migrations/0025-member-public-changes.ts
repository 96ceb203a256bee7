import { type Kysely, sql } from "kysely";

/**
 * What a member asks to change on the public site (docs/decisions/0077-member-public-changes.md).
 * Frozen: nothing from the application.
 * - member_public_changes: at most one waiting request per member: a new
 *   name (null: unchanged) and a new photo (null: unchanged), who asked and
 *   when. An official approves it (the member's entry takes it) or declines it;
 *   either way the row goes.
 * - member_public_change_texts: the designation and message asked for, per
 *   language, as member_texts holds them (null: the English one shows).
 * - member_profiles.rotary_id: the member's Rotary International member
 *   number, which the member keeps on their profile ("" when not given).
 */
export const memberPublicChanges = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("member_public_changes")
      .addColumn("member_id", "integer", (c) => c.primaryKey().references("members.id").onDelete("cascade"))
      .addColumn("name", "text")
      .addColumn("photo_id", "integer", (c) => c.references("media.id").onDelete("set null"))
      .addColumn("requested_by", "integer", (c) => c.references("officials.id").onDelete("set null"))
      .addColumn("requested_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("member_public_change_texts")
      .addColumn("member_id", "integer", (c) =>
        c.notNull().references("member_public_changes.member_id").onDelete("cascade"),
      )
      .addColumn("locale", "text", (c) => c.notNull().check(sql`locale in ('en', 'ko', 'hi')`))
      .addColumn("designation", "text")
      .addColumn("message", "text")
      .addPrimaryKeyConstraint("member_public_change_texts_pk", ["member_id", "locale"])
      .execute();
    await db.schema
      .alterTable("member_profiles")
      .addColumn("rotary_id", "text", (c) => c.notNull().defaultTo(""))
      .execute();
  },
};
