import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import type { Engine } from "../connect.server";

/**
 * The trash (docs/decisions/0046-trash.md) and the demo marker
 * (docs/decisions/0047-remove-demo-content.md).
 *
 * - trash: one row per deleted thing (a project, an event, a member, a past
 *   president, a page draft, or all the demo content at once) holding, as
 *   JSON, the rows it had in every table; restoring writes them back.
 * - trash_media: the photos those rows show, so media clean-up keeps them
 *   while the thing can still be restored.
 * - audit_log.trash_id: the trash item a deletion made, so the activity log
 *   can offer to restore it.
 * - is_demo on projects, members, events and past presidents (officer terms
 *   have had it since 0007): set by the first start's demo content. A
 *   database seeded before this migration has its demo rows recognised by the
 *   values the seed wrote, which no real club would use.
 */
export function trash(engine: Engine) {
  const id = (col: ColumnDefinitionBuilder) =>
    engine === "postgres" ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("trash")
        .addColumn("id", "integer", id)
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("label", "text", (c) => c.notNull())
        .addColumn("entity_id", "text")
        .addColumn("data", "text", (c) => c.notNull())
        .addColumn("deleted_at", "text", (c) => c.notNull())
        .addColumn("deleted_by", "integer", (c) => c.references("officials.id").onDelete("set null"))
        .addColumn("actor", "text")
        .execute();
      await db.schema.createIndex("trash_deleted_at").on("trash").column("deleted_at").execute();
      await db.schema
        .createTable("trash_media")
        .addColumn("trash_id", "integer", (c) => c.notNull().references("trash.id").onDelete("cascade"))
        .addColumn("media_id", "integer", (c) => c.notNull().references("media.id"))
        .addPrimaryKeyConstraint("trash_media_pk", ["trash_id", "media_id"])
        .execute();
      await db.schema.createIndex("trash_media_media").on("trash_media").column("media_id").execute();
      await db.schema.alterTable("audit_log").addColumn("trash_id", "integer").execute();

      for (const table of ["projects", "members", "events", "past_presidents"])
        await db.schema
          .alterTable(table)
          .addColumn("is_demo", "integer", (c) => c.notNull().defaultTo(0))
          .execute();
      await sql`update projects set is_demo = 1 where code in ('DEMO-SCHOOL-KITS', 'DEMO-EYE-CAMP', 'DEMO-SEWING', 'DEMO-TREES', 'DEMO-WATER')`.execute(
        db,
      );
      await sql`update members set is_demo = 1 where member_no like 'DEMO-00_' and name like 'Demo Member %'`.execute(
        db,
      );
      await sql`update past_presidents set is_demo = 1 where president like 'Demo President _' and secretary like 'Demo Secretary _'`.execute(
        db,
      );
      await sql`update events set is_demo = 1 where venue_name = 'Demo venue' and venue_address = 'Demo address (example), Uttar Pradesh'`.execute(
        db,
      );
    },
  };
}
