import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import type { Engine } from "../connect.server";

/**
 * The club's bulletin (issue 26; docs/decisions/0082-bulletin-sending.md).
 * Frozen: nothing from the application.
 * - bulletins: one issue, a draft until it is scheduled or sent; which blocks
 *   fill themselves when it is sent; members_only keeps its archive page for
 *   signed-in members;
 * - bulletin_texts: its title and Markdown body per language, with the
 *   English each translation was made from (source_*), so a translation
 *   whose English changed since is flagged as pages' are; `blocks` freezes,
 *   at sending, what the self-filling blocks held (JSON);
 * - bulletin_versions: every save, through the one versions module;
 * - bulletin_settings: how many bulletin e-mails may leave per hour;
 * - bulletin_bounces: addresses whose server refused bulletins for good,
 *   undeliverable after 3 bulletins until an official clears them;
 * - bulletin_unsubscribes.bulletin_id: the bulletin whose link was used;
 * - outbox.bulletin_id / html / headers / attempted_at: a bulletin's
 *   e-mail, its HTML part and its List-Unsubscribe headers; one per
 *   bulletin and address (unique), so a resumed send gives nobody a second.
 */
export function bulletins(engine: Engine) {
  const id = (col: ColumnDefinitionBuilder) =>
    engine === "postgres" ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const flag = (name: string) => (col: ColumnDefinitionBuilder) =>
    col
      .notNull()
      .defaultTo(0)
      .check(sql`${sql.ref(name)} in (0, 1)`);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("bulletins")
        .addColumn("id", "integer", id)
        .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('draft', 'scheduled', 'sent')`))
        .addColumn("members_only", "integer", flag("members_only"))
        .addColumn("with_events", "integer", flag("with_events"))
        .addColumn("with_celebrations", "integer", flag("with_celebrations"))
        .addColumn("with_projects", "integer", flag("with_projects"))
        .addColumn("scheduled_at", "text")
        .addColumn("sent_at", "text")
        .addColumn("recipients", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_by", "integer", (c) => c.references("officials.id").onDelete("set null"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("bulletins_status").on("bulletins").columns(["status", "scheduled_at"]).execute();
      await db.schema.createIndex("bulletins_sent").on("bulletins").columns(["sent_at"]).execute();
      await db.schema
        .createTable("bulletin_texts")
        .addColumn("bulletin_id", "integer", (c) => c.notNull().references("bulletins.id").onDelete("cascade"))
        .addColumn("locale", "text", (c) => c.notNull().check(sql`locale in ('en', 'ko', 'hi')`))
        .addColumn("title", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("body", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("source_title", "text")
        .addColumn("source_body", "text")
        .addColumn("blocks", "text")
        .addPrimaryKeyConstraint("bulletin_texts_pk", ["bulletin_id", "locale"])
        .execute();
      await db.schema
        .createTable("bulletin_versions")
        .addColumn("id", "integer", id)
        .addColumn("bulletin_id", "integer", (c) => c.notNull().references("bulletins.id").onDelete("cascade"))
        .addColumn("number", "integer", (c) => c.notNull())
        .addColumn("data", "text", (c) => c.notNull())
        .addColumn("saved_at", "text", (c) => c.notNull())
        .addColumn("saved_by", "integer", (c) => c.references("officials.id").onDelete("set null"))
        .addColumn("actor", "text")
        .addColumn("summary", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("restored_from", "integer")
        .addUniqueConstraint("bulletin_versions_bulletin_number", ["bulletin_id", "number"])
        .execute();
      await db.schema
        .createTable("bulletin_settings")
        .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
        .addColumn("per_hour", "integer", (c) => c.notNull().check(sql`per_hour between 1 and 100000`))
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("bulletin_bounces")
        .addColumn("email", "text", (c) => c.primaryKey())
        .addColumn("bulletins", "integer", (c) => c.notNull())
        .addColumn("last_bulletin_id", "integer")
        .addColumn("last_error", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("undeliverable_at", "text")
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      // Which bulletin's link an unsubscribe came through, for its figures.
      await db.schema.alterTable("bulletin_unsubscribes").addColumn("bulletin_id", "integer").execute();
      // SQLite adds one column per ALTER TABLE statement.
      await db.schema
        .alterTable("outbox")
        .addColumn("bulletin_id", "integer", (c) => c.references("bulletins.id").onDelete("set null"))
        .execute();
      await db.schema.alterTable("outbox").addColumn("html", "text").execute();
      await db.schema.alterTable("outbox").addColumn("headers", "text").execute();
      await db.schema.alterTable("outbox").addColumn("attempted_at", "text").execute();
      await db.schema
        .createIndex("outbox_bulletin_recipient")
        .on("outbox")
        .columns(["bulletin_id", "recipient"])
        .unique()
        .execute();
      await db.schema.createIndex("outbox_attempted").on("outbox").columns(["attempted_at"]).execute();
    },
  };
}
