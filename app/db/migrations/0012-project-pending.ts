import type { Kysely } from "kysely";

/**
 * A published project's next state, saved but not yet public
 * (docs/decisions/0028-project-pending-drafts.md): at most one per project, its
 * whole state as JSON (a ProjectWrite). The photos it shows are named in
 * project_pending_media, so media cleanup keeps them while it is pending.
 */
export const projectPending = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("project_pending")
      .addColumn("project_id", "integer", (c) => c.primaryKey().references("projects.id").onDelete("cascade"))
      .addColumn("data", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("updated_by", "integer", (c) => c.references("officials.id").onDelete("set null"))
      .execute();
    await db.schema
      .createTable("project_pending_media")
      .addColumn("project_id", "integer", (c) =>
        c.notNull().references("project_pending.project_id").onDelete("cascade"),
      )
      .addColumn("media_id", "integer", (c) => c.notNull().references("media.id"))
      .addPrimaryKeyConstraint("project_pending_media_pk", ["project_id", "media_id"])
      .execute();
    await db.schema.createIndex("project_pending_media_media").on("project_pending_media").column("media_id").execute();
  },
};
