import type { Db } from "~/db/connect.server";
import { nowIso } from "~/db/time";

/** Bulletins an address may refuse for good before it is skipped (issue 26). */
export const refusalsBeforeUndeliverable = 3;

/**
 * A recipient's mail server refused a bulletin for good (SMTP 5xx to RCPT):
 * counted once per bulletin; at the third the address is undeliverable and
 * later bulletins skip it until an official clears it. Other mail (sign-in
 * links, receipts) is not affected.
 */
export async function recordBulletinRefusal(
  db: Db,
  email: string,
  bulletinId: number,
  error: string,
  now = new Date(),
) {
  const address = email.trim().toLowerCase();
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("bulletin_bounces")
      .select(["bulletins", "last_bulletin_id", "undeliverable_at"])
      .where("email", "=", address)
      .executeTakeFirst();
    if (row?.last_bulletin_id === bulletinId) return;
    const bulletins = (row?.bulletins ?? 0) + 1;
    const values = {
      bulletins,
      last_bulletin_id: bulletinId,
      last_error: error.slice(0, 500),
      undeliverable_at: row?.undeliverable_at ?? (bulletins >= refusalsBeforeUndeliverable ? nowIso(now) : null),
      updated_at: nowIso(now),
    };
    if (row) await trx.updateTable("bulletin_bounces").set(values).where("email", "=", address).execute();
    else
      await trx
        .insertInto("bulletin_bounces")
        .values({ email: address, ...values })
        .execute();
  });
}

/** An official clears an undeliverable address: bulletins go to it again, its count starts afresh. */
export async function clearUndeliverable(db: Db, email: string): Promise<boolean> {
  const result = await db
    .deleteFrom("bulletin_bounces")
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
