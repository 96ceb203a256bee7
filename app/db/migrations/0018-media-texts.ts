import type { Kysely } from "kysely";
import { sql } from "kysely";

/**
 * A photo's description (its alt text) becomes a text of each language, like
 * a project's title (docs/decisions/0068-photo-descriptions-per-language.md):
 * rows of `media_texts` (media_id, locale, alt_text), which go with their
 * medium (on delete cascade). Each medium's one description becomes its
 * English row (every medium gets one, as every record of the other text
 * tables has its English row; no other language gets a row), and
 * `media.alt_text` is dropped. Nothing kept as JSON names a description (a
 * project's versions and the trash name media by id only), so nothing else
 * is upgraded. Frozen: nothing from the application.
 */
export const mediaTexts = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("media_texts")
      .addColumn("media_id", "integer", (c) => c.notNull().references("media.id").onDelete("cascade"))
      .addColumn("locale", "text", (c) => c.notNull())
      .addColumn("alt_text", "text")
      .addPrimaryKeyConstraint("media_texts_pk", ["media_id", "locale"])
      .execute();
    await sql`insert into media_texts (media_id, locale, alt_text)
      select id, 'en', nullif(trim(alt_text), '') from media`.execute(db);
    await db.schema.alterTable("media").dropColumn("alt_text").execute();
  },
};
