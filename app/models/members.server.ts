import { sql } from "kysely";
import type { Db } from "~/db/connect.server";
import { getPictures, type Picture } from "./media.server";

export interface Member {
  id: number;
  memberNo: string;
  name: string;
  designation: string | null;
  message: string | null;
  joinedOn: string | null;
  position: number | null;
  photo: Picture | null;
}

/** Ascending by position; members without one come last, then by name. */
export async function listMembers(db: Db, options: { limit?: number; offset?: number } = {}): Promise<Member[]> {
  const rows = await db
    .selectFrom("members")
    .select(["id", "member_no", "name", "designation", "message", "joined_on", "position", "photo_id"])
    .orderBy(sql`case when position is null then 1 else 0 end`)
    .orderBy("position")
    .orderBy("name")
    .orderBy("id")
    .limit(options.limit ?? 500)
    .offset(options.offset ?? 0)
    .execute();
  const photos = await getPictures(
    db,
    rows.flatMap((r) => (r.photo_id === null ? [] : [r.photo_id])),
  );
  return rows.map((r) => ({
    id: r.id,
    memberNo: r.member_no,
    name: r.name,
    designation: r.designation,
    message: r.message,
    joinedOn: r.joined_on,
    position: r.position,
    photo: r.photo_id === null ? null : (photos.get(r.photo_id) ?? null),
  }));
}

export async function countMembers(db: Db): Promise<number> {
  const row = await db.selectFrom("members").select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}
