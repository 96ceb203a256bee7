import type { Kysely } from "kysely";

/**
 * A bulletin's figures (delivered, failed, all copies) counted from an index
 * alone: the officials' list counts every copy of each bulletin on its page,
 * and the outbox keeps a copy per recipient of every bulletin ever sent. On
 * the scale bench (500 bulletins to 2,000 members) the count otherwise read
 * each copy's row for its two dates. Partial: other mail has no bulletin.
 * Frozen: nothing from the application.
 */
export const bulletinCopiesFigures = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex("outbox_bulletin_figures")
      .on("outbox")
      .columns(["bulletin_id", "sent_at", "failed_at"])
      .where("bulletin_id", "is not", null)
      .execute();
  },
};
