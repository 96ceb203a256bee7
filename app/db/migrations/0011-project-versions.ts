import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import type { Engine } from "../connect.server";

/**
 * Project history (docs/decisions/0027-project-versions.md): every save of a
 * project keeps a version, its whole state as JSON (a ProjectWrite), so a
 * version can be compared with the project as it is and restored. The photos
 * a version shows are named in project_version_media, so media cleanup keeps
 * them while the version is kept.
 */
export function projectVersions(engine: Engine) {
  const id = (col: ColumnDefinitionBuilder) =>
    engine === "postgres" ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("project_versions")
        .addColumn("id", "integer", id)
        .addColumn("project_id", "integer", (c) => c.notNull().references("projects.id").onDelete("cascade"))
        .addColumn("number", "integer", (c) => c.notNull())
        .addColumn("data", "text", (c) => c.notNull())
        .addColumn("saved_at", "text", (c) => c.notNull())
        .addColumn("saved_by", "integer", (c) => c.references("officials.id").onDelete("set null"))
        .addColumn("actor", "text")
        .addColumn("summary", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("restored_from", "integer")
        .addUniqueConstraint("project_versions_project_number", ["project_id", "number"])
        .execute();
      await db.schema
        .createTable("project_version_media")
        .addColumn("version_id", "integer", (c) => c.notNull().references("project_versions.id").onDelete("cascade"))
        .addColumn("media_id", "integer", (c) => c.notNull().references("media.id"))
        .addPrimaryKeyConstraint("project_version_media_pk", ["version_id", "media_id"])
        .execute();
      await db.schema
        .createIndex("project_version_media_media")
        .on("project_version_media")
        .column("media_id")
        .execute();
    },
  };
}
