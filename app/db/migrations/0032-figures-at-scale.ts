import type { Kysely } from "kysely";

/**
 * Indexes the scale bench (bench/scale.mjs: 100,000 gifts, 500,000
 * attendance marks) showed missing. Frozen: nothing from the application.
 * - gifts_year_figures: the treasurer's summary of a financial year (by
 *   cause, mode and month; gifts without a PAN) read from the index alone,
 *   not from every gift's row;
 * - gifts_given_on_amount: a year's count and total of every gift, and
 *   the list newest first, from the index alone; it replaces gifts_given_on
 *   (given_on, id), which it begins with;
 * - attendance_marks_member_cover: the make-up members' marks over a Rotary
 *   year, mark and source included, replacing the (member, event,
 *   occurrence) index it begins with;
 * - attendance_make_ups_accepted: the accepted make-ups of a span of days,
 *   not every make-up ever reported.
 */
export const figuresAtScale = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex("gifts_year_figures")
      .on("gifts")
      .columns(["status", "given_on", "amount_paise", "mode", "cause", "id_number"])
      .execute();
    await db.schema
      .createIndex("gifts_given_on_amount")
      .on("gifts")
      .columns(["given_on", "id", "amount_paise"])
      .execute();
    await db.schema.dropIndex("gifts_given_on").execute();
    await db.schema
      .createIndex("attendance_marks_member_cover")
      .on("attendance_marks")
      .columns(["member_id", "event_id", "occurrence_at", "mark", "source"])
      .execute();
    await db.schema.dropIndex("attendance_marks_member_meeting").execute();
    await db.schema
      .createIndex("attendance_make_ups_accepted")
      .on("attendance_make_ups")
      .columns(["status", "held_on", "member_id"])
      .execute();
  },
};
