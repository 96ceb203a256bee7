import type { Kysely } from "kysely";

/**
 * outbox.receipt_id: an e-mail that carries an 80G receipt as its PDF. The
 * PDF is not stored: the worker draws it when sending, from what the receipt
 * froze at issue, so every try sends the same document.
 * Frozen: nothing from the application.
 */
export const outboxReceipts = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("outbox")
      .addColumn("receipt_id", "integer", (c) => c.references("receipts.id").onDelete("set null"))
      .execute();
  },
};
