import type { Kysely } from "kysely";

/**
 * The outbox as it grows with bulletins: it keeps a copy per recipient of
 * every bulletin sent (1,000,000 rows on the scale bench: 500 bulletins to
 * 2,000 members), none of them a message's mail. Frozen: nothing from the
 * application.
 *
 * - A bulletin's figures (delivered, failed, all copies) are counted from an
 *   index alone: the officials' list counts every copy of each bulletin on its
 *   page, and otherwise read each copy's row for its two dates.
 * - The index of a message's mail holds only mail that has a message. With
 *   every bulletin copy in it under NULL, SQLite's statistics said a million
 *   rows share each value, and the inbox then built a temporary index of the
 *   whole outbox for every page (126 ms a page on the bench, against 0.3).
 */
export const outboxIndexesForBulletinCopies = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex("outbox_bulletin_figures")
      .on("outbox")
      .columns(["bulletin_id", "sent_at", "failed_at"])
      .where("bulletin_id", "is not", null)
      .execute();
    await db.schema.dropIndex("outbox_message").execute();
    await db.schema
      .createIndex("outbox_message")
      .on("outbox")
      .column("message_id")
      .where("message_id", "is not", null)
      .execute();
  },
};
