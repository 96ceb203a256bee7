import type { Kysely } from "kysely";

/**
 * Which medium an imported file became (docs/decisions/0029-firestore-import.md),
 * by the address it was imported from, so running the import again downloads
 * nothing twice. Not a foreign key: a mapping must not keep a medium from media
 * clean-up, and one whose medium is gone is simply imported again.
 */
export const importSources = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("import_sources")
      .addColumn("source_url", "text", (c) => c.primaryKey())
      .addColumn("media_id", "integer", (c) => c.notNull())
      .addColumn("imported_at", "text", (c) => c.notNull())
      .execute();
  },
};
