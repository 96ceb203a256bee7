import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import type { Engine } from "../connect.server";

/**
 * Attendance (docs/decisions/0079-attendance-registers.md).
 * Frozen: nothing from the application.
 * - events.counts_for_attendance: a one-off event an official counts as a
 *   meeting (the weekly club meeting always counts);
 * - attendance_registers: one meeting's register, made when it is first
 *   marked: the occurrence (event, RECURRENCE-ID), the India date it was held
 *   on, and the guests Indian clubs count;
 * - attendance_marks: each member's mark at that meeting. member_id has no
 *   foreign key on purpose: a register keeps its figures after the member
 *   leaves (identity columns never reuse an id);
 * - attendance_leaves: a leave of absence (excused) or an exemption (exempt)
 *   from one day to another, which the register starts from;
 * - attendance_make_ups: a make-up a member reports, waiting, accepted or refused;
 * - membership_departures: when a removed member joined and left, so that the
 *   monthly report still counts them;
 * - attendance_settings: the make-up window and cap, the district's address
 *   and the report's language (one row, id 1);
 * - attendance_reports: a month's report as it was sent to the district.
 */
export function attendance(engine: Engine) {
  const id = (col: ColumnDefinitionBuilder) =>
    engine === "postgres" ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("events")
        .addColumn("counts_for_attendance", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable("attendance_registers")
        .addColumn("event_id", "integer", (c) => c.notNull().references("events.id").onDelete("cascade"))
        .addColumn("occurrence_at", "text", (c) => c.notNull())
        .addColumn("held_on", "text", (c) => c.notNull())
        .addColumn("spouses", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("children", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("visitors", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("visiting_rotarians", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("district_delegates", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addColumn("updated_by", "integer", (c) => c.references("officials.id").onDelete("set null"))
        .addPrimaryKeyConstraint("attendance_registers_pk", ["event_id", "occurrence_at"])
        .execute();
      await db.schema
        .createIndex("attendance_registers_held_on")
        .on("attendance_registers")
        .column("held_on")
        .execute();
      await db.schema
        .createTable("attendance_marks")
        .addColumn("event_id", "integer", (c) => c.notNull())
        .addColumn("occurrence_at", "text", (c) => c.notNull())
        .addColumn("member_id", "integer", (c) => c.notNull())
        .addColumn("mark", "text", (c) => c.notNull().check(sql`mark in ('present', 'absent', 'excused', 'exempt')`))
        .addColumn("source", "text", (c) => c.notNull().check(sql`source in ('official', 'self')`))
        .addColumn("marked_at", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("attendance_marks_pk", ["event_id", "occurrence_at", "member_id"])
        .addForeignKeyConstraint(
          "attendance_marks_register",
          ["event_id", "occurrence_at"],
          "attendance_registers",
          ["event_id", "occurrence_at"],
          (c) => c.onDelete("cascade"),
        )
        .execute();
      await db.schema.createIndex("attendance_marks_member").on("attendance_marks").column("member_id").execute();
      await db.schema
        .createTable("attendance_leaves")
        .addColumn("id", "integer", id)
        .addColumn("member_id", "integer", (c) => c.notNull().references("members.id").onDelete("cascade"))
        .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('leave', 'exempt')`))
        .addColumn("starts_on", "text", (c) => c.notNull())
        .addColumn("ends_on", "text")
        .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("created_by", "integer", (c) => c.references("officials.id").onDelete("set null"))
        .execute();
      await db.schema.createIndex("attendance_leaves_member").on("attendance_leaves").column("member_id").execute();
      await db.schema
        .createTable("attendance_make_ups")
        .addColumn("id", "integer", id)
        .addColumn("member_id", "integer", (c) => c.notNull().references("members.id").onDelete("cascade"))
        .addColumn("held_on", "text", (c) => c.notNull())
        .addColumn("kind", "text", (c) =>
          c
            .notNull()
            .check(sql`kind in ('other-club', 'service-project', 'district-event', 'online', 'board', 'other')`),
        )
        .addColumn("place", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("status", "text", (c) =>
          c.notNull().defaultTo("pending").check(sql`status in ('pending', 'accepted', 'refused')`),
        )
        .addColumn("reported_at", "text", (c) => c.notNull())
        .addColumn("decided_at", "text")
        .addColumn("decided_by", "integer", (c) => c.references("officials.id").onDelete("set null"))
        .execute();
      await db.schema
        .createIndex("attendance_make_ups_member")
        .on("attendance_make_ups")
        .columns(["member_id", "held_on"])
        .execute();
      await db.schema
        .createTable("membership_departures")
        .addColumn("member_id", "integer", (c) => c.primaryKey())
        .addColumn("joined_on", "text", (c) => c.notNull())
        .addColumn("left_on", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("attendance_settings")
        .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
        .addColumn("make_up_days", "integer")
        .addColumn("make_up_cap", "integer")
        .addColumn("district_email", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("report_locale", "text", (c) =>
          c.notNull().defaultTo("en").check(sql`report_locale in ('en', 'ko', 'hi')`),
        )
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("attendance_reports")
        .addColumn("month", "text", (c) => c.primaryKey())
        .addColumn("figures", "text", (c) => c.notNull())
        .addColumn("sent_to", "text", (c) => c.notNull())
        .addColumn("sent_at", "text", (c) => c.notNull())
        .addColumn("sent_by", "integer", (c) => c.references("officials.id").onDelete("set null"))
        .execute();
    },
  };
}
