import type { Db } from "~/db/connect.server";
import { nowIso } from "~/db/time";

/** A member of the directory written straight into the database, without an account; its id. */
export async function insertMember(
  db: Db,
  name: string,
  details: { memberNo?: string; joinedOn?: string | null; photoId?: number | null; at?: string } = {},
): Promise<number> {
  const at = details.at ?? nowIso();
  const { id } = await db
    .insertInto("members")
    .values({
      member_no: details.memberNo ?? name,
      name,
      joined_on: details.joinedOn ?? null,
      position: null,
      photo_id: details.photoId ?? null,
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}
