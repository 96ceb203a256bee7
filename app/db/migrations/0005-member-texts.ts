import { type Kysely, sql } from "kysely";
import type { Engine } from "../connect.server";

/**
 * Members' designations and messages move to rows keyed by locale, like
 * project_texts (docs/decisions/0018-member-texts.md): each member's existing
 * designation and message become its English row, and no constraint lists the
 * languages. Both engines drop columns the same way (SQLite one per statement).
 */
export function memberTexts(_engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("member_texts")
        .addColumn("member_id", "integer", (c) => c.notNull().references("members.id").onDelete("cascade"))
        .addColumn("locale", "text", (c) => c.notNull())
        .addColumn("designation", "text")
        .addColumn("message", "text")
        .addPrimaryKeyConstraint("member_texts_pk", ["member_id", "locale"])
        .execute();
      await sql`insert into member_texts (member_id, locale, designation, message) select id, 'en', designation, message from members`.execute(
        db,
      );
      await db.schema.alterTable("members").dropColumn("designation").execute();
      await db.schema.alterTable("members").dropColumn("message").execute();
    },
  };
}
