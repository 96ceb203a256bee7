import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import type { Engine } from "../connect.server";

/**
 * Pages officials edit (docs/decisions/0026-editable-content.md): every
 * publish is a version (the newest one is what visitors see), and each page
 * has at most one draft. A state is stored whole, as JSON, so a version can
 * be compared with another and restored as it was.
 */
export function content(engine: Engine) {
  const id = (col: ColumnDefinitionBuilder) =>
    engine === "postgres" ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("content_versions")
        .addColumn("id", "integer", id)
        .addColumn("document", "text", (c) => c.notNull())
        .addColumn("number", "integer", (c) => c.notNull())
        .addColumn("data", "text", (c) => c.notNull())
        .addColumn("published_at", "text", (c) => c.notNull())
        .addColumn("published_by", "integer", (c) => c.references("officials.id").onDelete("set null"))
        .addColumn("actor", "text")
        .addColumn("summary", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("restored_from", "integer")
        .addUniqueConstraint("content_versions_document_number", ["document", "number"])
        .execute();
      await db.schema
        .createTable("content_drafts")
        .addColumn("document", "text", (c) => c.primaryKey())
        .addColumn("data", "text", (c) => c.notNull())
        .addColumn("base_number", "integer")
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addColumn("updated_by", "integer", (c) => c.references("officials.id").onDelete("set null"))
        .execute();
      // The photos a draft (version_number null) or a version shows: media cleanup keeps what is named here.
      await db.schema
        .createTable("content_media")
        .addColumn("id", "integer", id)
        .addColumn("document", "text", (c) => c.notNull())
        .addColumn("version_number", "integer")
        .addColumn("media_id", "integer", (c) => c.notNull().references("media.id"))
        .execute();
      await db.schema
        .createIndex("content_media_document")
        .on("content_media")
        .columns(["document", "version_number"])
        .execute();
      await db.schema.createIndex("content_media_media").on("content_media").column("media_id").execute();
    },
  };
}
