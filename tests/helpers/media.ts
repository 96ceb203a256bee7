import type { Db } from "~/db/connect.server";
import { nowIso } from "~/db/time";

/** A media row two days old, past the grace period in which media cleanup keeps an unsaved upload. */
export async function oldMedium(db: Db, key: string): Promise<number> {
  const twoDaysAgo = nowIso(new Date(Date.now() - 2 * 24 * 60 * 60 * 1000));
  const row = await db
    .insertInto("media")
    .values({
      kind: "image",
      storage_key: `${key}.webp`,
      content_type: "image/webp",
      bytes: 10,
      width: 40,
      height: 30,
      variants: "[]",
      created_at: twoDaysAgo,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("media_texts")
    .values({ media_id: row.id, locale: "en", alt_text: `Photo ${key}` })
    .execute();
  return row.id;
}

export async function mediumExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom("media").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
}
