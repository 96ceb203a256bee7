import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import type { Engine } from "../connect.server";

/**
 * The stored form ("2025-2026") of a Rotary year as typed, or null, as the
 * application read years when this migration was written. Frozen here: a
 * migration never imports application code, so replaying it gives the same
 * result whatever app/lib/rotary-year.ts later becomes.
 */
function canonicalRotaryYear(text: string): string | null {
  const tidy = text
    .normalize("NFKC")
    .trim()
    .replace(/^(?:rotary\s+year|ry)\s*:?\s*/i, "");
  const match = /^(\d{4})\s*(?:[-‐‑‒–—/]|to)\s*(\d{2}|\d{4})$/i.exec(tidy);
  if (!match) return null;
  const start = Number(match[1]);
  const end = match[2] as string;
  if (start < 1905 || start > 9998) return null;
  const next = start + 1;
  const follows = end.length === 4 ? Number(end) === next : end === String(next % 100).padStart(2, "0");
  return follows ? `${start}-${next}` : null;
}

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
