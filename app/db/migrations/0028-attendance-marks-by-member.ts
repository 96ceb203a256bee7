import type { Kysely } from "kysely";

/**
 * A member's marks over a span of meetings, read by (member, event,
 * occurrence) instead of by member alone: the figures of a month read the
 * whole Rotary year's marks of the members whose make-ups may cover an
 * absence, and with the old index each of them cost every mark they ever had.
 * Frozen: nothing from the application.
 */
export const attendanceMarksByMember = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex("attendance_marks_member_meeting")
      .on("attendance_marks")
      .columns(["member_id", "event_id", "occurrence_at"])
      .execute();
    await db.schema.dropIndex("attendance_marks_member").execute();
  },
};
