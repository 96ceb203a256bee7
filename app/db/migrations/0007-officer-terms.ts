import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import { canonicalRotaryYear } from "../../models/rotary-year";
import type { Engine } from "../connect.server";

/**
 * The Rotary-year handover (docs/decisions/0021-rotary-year-handover.md):
 * - officer_terms: who holds which office in which Rotary year, one row per
 *   year and office (offices under "other" are told apart by their label);
 * - officials.access_ends_at: the instant an official's access ends, for
 *   officials whose access ends with their term;
 * - past_presidents.rotary_year in its one stored form ("2025-2026") and
 *   unique: a row whose year cannot be read keeps its text, and a second row
 *   for a year already taken keeps its own text marked as a duplicate, so no
 *   row is lost and officials can tidy them.
 */
export function officerTerms(engine: Engine) {
  const id = (col: ColumnDefinitionBuilder) =>
    engine === "postgres" ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("officials").addColumn("access_ends_at", "text").execute();

      await db.schema
        .createTable("officer_terms")
        .addColumn("id", "integer", id)
        .addColumn("rotary_year", "text", (c) => c.notNull())
        .addColumn("role", "text", (c) =>
          c.notNull().check(sql`role in ('president', 'secretary', 'foundation_chair', 'treasurer', 'other')`),
        )
        .addColumn("role_label", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("phone", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("email", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("official_id", "integer", (c) => c.references("officials.id").onDelete("set null"))
        .addColumn("is_demo", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        // Only "other" carries a label (Joint Secretary...), and it must.
        .addCheckConstraint("officer_terms_label", sql`(role = 'other') = (role_label <> '')`)
        .addUniqueConstraint("officer_terms_one_per_office", ["rotary_year", "role", "role_label"])
        .execute();

      const rows = await sql<{ id: number; rotary_year: string }>`
        select id, rotary_year from past_presidents order by id`.execute(db);
      const taken = new Set<string>();
      for (const row of rows.rows) {
        let year = canonicalRotaryYear(row.rotary_year) ?? row.rotary_year;
        if (taken.has(year)) year = `${row.rotary_year} (duplicate #${row.id})`;
        taken.add(year);
        if (year !== row.rotary_year)
          await sql`update past_presidents set rotary_year = ${year} where id = ${row.id}`.execute(db);
      }
      await db.schema
        .createIndex("past_presidents_one_per_year")
        .unique()
        .on("past_presidents")
        .column("rotary_year")
        .execute();
    },
  };
}
