import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import type { Engine } from "../connect.server";

/**
 * The rest of the club's bulletin (issue 26; docs/decisions/0083). Frozen:
 * nothing from the application.
 * - bulletin_media: a bulletin's photos in order (at most three), linked
 *   from the e-mail and shown on its archive page; their descriptions are
 *   the media's own (media_texts);
 * - bulletin_members: members of the directory without an account whom an
 *   official added to the bulletin list, in bulk, at their profile's
 *   address and in the language chosen for them;
 * - newsletter_requests: when each sign-up came, by client address, for the
 *   per-address limit the join form has.
 */
export function bulletinPhotosMembers(engine: Engine) {
  const id = (col: ColumnDefinitionBuilder) =>
    engine === "postgres" ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("bulletin_media")
        .addColumn("bulletin_id", "integer", (c) => c.notNull().references("bulletins.id").onDelete("cascade"))
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("media_id", "integer", (c) => c.notNull().references("media.id"))
        .addPrimaryKeyConstraint("bulletin_media_pk", ["bulletin_id", "position"])
        .execute();
      await db.schema.createIndex("bulletin_media_media").on("bulletin_media").columns(["media_id"]).execute();
      await db.schema
        .createTable("bulletin_members")
        .addColumn("member_id", "integer", (c) => c.primaryKey().references("members.id").onDelete("cascade"))
        .addColumn("locale", "text", (c) => c.notNull().check(sql`locale in ('en', 'ko', 'hi')`))
        .addColumn("added_by", "integer", (c) => c.references("officials.id").onDelete("set null"))
        .addColumn("added_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("newsletter_requests")
        .addColumn("id", "integer", id)
        .addColumn("client_ip", "text", (c) => c.notNull())
        .addColumn("requested_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("newsletter_requests_client")
        .on("newsletter_requests")
        .columns(["client_ip", "requested_at"])
        .execute();
    },
  };
}
