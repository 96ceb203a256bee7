import { type Kysely, sql } from "kysely";
import type { Engine } from "../connect.server";

/**
 * Translated texts live in rows keyed by locale, and no constraint lists the
 * languages (docs/decisions/0017-language-registry.md):
 * - club_profile.club_name, club_name_ko and brochure_url (the Korean
 *   brochure) become rows of club_profile_texts (en, ko), so a language
 *   needs no new column;
 * - project_texts loses its check `locale in ('en', 'ko')`.
 */
export function textsByLocale(engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("club_profile_texts")
        .addColumn("locale", "text", (c) => c.primaryKey())
        .addColumn("club_name", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("brochure_url", "text", (c) => c.notNull().defaultTo(""))
        .execute();
      await sql`insert into club_profile_texts (locale, club_name) select 'en', club_name from club_profile where id = 1`.execute(
        db,
      );
      await sql`insert into club_profile_texts (locale, club_name, brochure_url) select 'ko', club_name_ko, brochure_url from club_profile where id = 1 and (club_name_ko <> '' or brochure_url <> '')`.execute(
        db,
      );
      // SQLite drops one column per statement.
      await db.schema.alterTable("club_profile").dropColumn("club_name").execute();
      await db.schema.alterTable("club_profile").dropColumn("club_name_ko").execute();
      await db.schema.alterTable("club_profile").dropColumn("brochure_url").execute();

      if (engine === "postgres") {
        await sql`alter table project_texts drop constraint if exists project_texts_locale_check`.execute(db);
        return;
      }
      // SQLite cannot drop a check constraint: the table is rebuilt without it.
      await db.schema
        .createTable("project_texts_new")
        .addColumn("project_id", "integer", (c) => c.notNull().references("projects.id").onDelete("cascade"))
        .addColumn("locale", "text", (c) => c.notNull())
        .addColumn("title", "text")
        .addColumn("short_note", "text")
        .addColumn("description", "text")
        .addPrimaryKeyConstraint("project_texts_pk", ["project_id", "locale"])
        .execute();
      await sql`insert into project_texts_new (project_id, locale, title, short_note, description) select project_id, locale, title, short_note, description from project_texts`.execute(
        db,
      );
      await db.schema.dropTable("project_texts").execute();
      await db.schema.alterTable("project_texts_new").renameTo("project_texts").execute();
    },
  };
}
