import { sql } from "kysely";
import type { Db } from "~/db/connect.server";
import { nowIso } from "~/db/time";
import { recordAudit } from "./audit.server";
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

const memberColumns = [
  "id",
  "member_no",
  "name",
  "designation",
  "message",
  "joined_on",
  "position",
  "photo_id",
] as const;

async function withPhotos(db: Db, rows: MemberRow[]): Promise<Member[]> {
  const photos = await getPictures(
    db,
    rows.flatMap((r) => (r.photo_id === null ? [] : [r.photo_id])),
  );
  return rows.map((r) => toMember(r, photos));
}

/** Ascending by position; members without one come last, then by name. */
export async function listMembers(db: Db, options: { limit?: number; offset?: number } = {}): Promise<Member[]> {
  const rows = await db
    .selectFrom("members")
    .select(memberColumns)
    .orderBy(sql`case when position is null then 1 else 0 end`)
    .orderBy("position")
    .orderBy("name")
    .orderBy("id")
    .limit(options.limit ?? 500)
    .offset(options.offset ?? 0)
    .execute();
  return withPhotos(db, rows);
}

export async function countMembers(db: Db): Promise<number> {
  const row = await db.selectFrom("members").select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function getMember(db: Db, id: number): Promise<Member | null> {
  const rows = await db.selectFrom("members").select(memberColumns).where("id", "=", id).execute();
  const [member] = await withPhotos(db, rows);
  return member ?? null;
}

type MemberRow = {
  id: number;
  member_no: string;
  name: string;
  designation: string | null;
  message: string | null;
  joined_on: string | null;
  position: number | null;
  photo_id: number | null;
};

function toMember(r: MemberRow, photos: Map<number, Picture>): Member {
  return {
    id: r.id,
    memberNo: r.member_no,
    name: r.name,
    designation: r.designation,
    message: r.message,
    joinedOn: r.joined_on,
    position: r.position === null ? null : Number(r.position),
    photo: r.photo_id === null ? null : (photos.get(r.photo_id) ?? null),
  };
}

export interface MemberWrite {
  name: string;
  memberNo: string;
  joinedOn: string;
  designation: string | null;
  message: string | null;
  position: number | null;
  photoId: number | null;
}

function columns(input: MemberWrite) {
  return {
    name: input.name,
    member_no: input.memberNo,
    joined_on: input.joinedOn,
    designation: input.designation,
    message: input.message,
    position: input.position,
  };
}

export async function createMember(db: Db, officialId: number, input: MemberWrite) {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const row = await trx
      .insertInto("members")
      .values({ ...columns(input), photo_id: input.photoId, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, officialId, "create", "member", String(row.id), `${input.name} (${input.memberNo})`);
    return row.id;
  });
}

/** Updates a member; a null photoId keeps the current photo. */
export async function updateMember(db: Db, officialId: number, id: number, input: MemberWrite) {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("members")
      .set({ ...columns(input), ...(input.photoId ? { photo_id: input.photoId } : {}), updated_at: nowIso() })
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await recordAudit(trx, officialId, "update", "member", String(id), `${input.name} (${input.memberNo})`);
    return true;
  });
}

export async function deleteMember(db: Db, officialId: number, id: number) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom("members")
      .where("id", "=", id)
      .returning(["name", "member_no"])
      .executeTakeFirst();
    if (!row) return false;
    await recordAudit(trx, officialId, "delete", "member", String(id), `${row.name} (${row.member_no})`);
    return true;
  });
}

/** The members with this club member ID, as the remove-member confirmation names them. */
export async function findMembersByNo(db: Db, memberNo: string) {
  return db
    .selectFrom("members")
    .select(["id", "name", "member_no as memberNo"])
    .where("member_no", "=", memberNo)
    .orderBy("id")
    .execute();
}

/** Removes every member with this club member ID; returns how many. */
export async function deleteMembersByNo(db: Db, officialId: number, memberNo: string) {
  return db.transaction().execute(async (trx) => {
    const rows = await trx.deleteFrom("members").where("member_no", "=", memberNo).returning(["id", "name"]).execute();
    for (const row of rows)
      await recordAudit(trx, officialId, "delete", "member", String(row.id), `${row.name} (${memberNo}) by member ID`);
    return rows.length;
  });
}
