import { sql } from "kysely";
import type { Db } from "~/db/connect.server";
import { readTogether } from "~/db/reads";
import type { Locale } from "~/db/schema";
import { nowIso } from "~/db/time";
import { type LocalText, localText } from "~/i18n/fallback";
import { defaultLocale, locales } from "~/i18n/locales";
import { recordAudit } from "./audit.server";
import { localizedTexts } from "./localized-texts.server";
import { getPictures, type Picture } from "./media.server";
import { type MemberTextName, type MemberTexts, memberTextFields, memberTextNames } from "./member-texts";
import { membershipStart } from "./membership-start";
import type { WriteOptions } from "./project-writes.server";
import { trashMember } from "./trash.server";

export { type MemberTexts, memberTextFields } from "./member-texts";

/** The declared texts (models/member-texts.ts) in member_texts. */
export const memberTextRows = localizedTexts("member_texts", memberTextFields);

interface MemberFacts {
  id: number;
  memberNo: string;
  name: string;
  joinedOn: string | null;
  position: number | null;
  photo: Picture | null;
}

/** A member as a page in one language shows them: each text in that language, or in English. */
export type Member = MemberFacts & { [Name in MemberTextName]: LocalText };

/** A member as the officials' edit dialog shows them: every language's texts. */
export interface EditableMember extends MemberFacts {
  texts: Record<Locale, MemberTexts>;
}

type FactsRow = {
  id: number;
  member_no: string;
  name: string;
  joined_on: string | null;
  position: number | null;
  photo_id: number | null;
};

const factColumns = ["m.id", "m.member_no", "m.name", "m.joined_on", "m.position", "m.photo_id"] as const;

function toFacts(r: FactsRow, photos: Map<number, Picture>): MemberFacts {
  return {
    id: r.id,
    memberNo: r.member_no,
    name: r.name,
    joinedOn: r.joined_on,
    position: r.position === null ? null : Number(r.position),
    photo: r.photo_id === null ? null : (photos.get(r.photo_id) ?? null),
  };
}

function photosOf(db: Db, rows: FactsRow[], locale: Locale) {
  return getPictures(
    db,
    rows.flatMap((r) => (r.photo_id === null ? [] : [r.photo_id])),
    locale,
  );
}

/** The stored texts of these members in these languages, by member and language (complete, null where none). */
async function textsOf(db: Db, memberIds: number[], inLocales: readonly Locale[]) {
  const texts = await memberTextRows.read(db, memberIds, inLocales);
  return (memberId: number, locale: Locale): MemberTexts => memberTextRows.complete(texts.get(memberId)?.[locale]);
}

/**
 * Ascending by position; members without one come last, then by name. Each
 * text is in `locale` where it exists, otherwise in English. The texts are read
 * for the page's members only (a second query), not joined to every member before sorting.
 * `forPublic`: without the photo, designation or message a member took off
 * the public site (their profile's choices; decision 0076).
 */
/** The day a member joined (the day their entry was made, when not given); null when there is no such member. */
export async function memberJoinedOn(db: Db, memberId: number): Promise<string | null> {
  const row = await db
    .selectFrom("members")
    .select(["joined_on", "created_at"])
    .where("id", "=", memberId)
    .executeTakeFirst();
  return row ? membershipStart(row) : null;
}

/** Every member's id and name, by name: for a choice of member. */
export async function listMemberNames(db: Db): Promise<{ id: number; name: string }[]> {
  return db.selectFrom("members").select(["id", "name"]).orderBy("name").orderBy("id").execute();
}

export async function listMembers(
  db: Db,
  options: { locale: Locale; limit?: number; offset?: number; forPublic?: boolean },
): Promise<Member[]> {
  const rows = await db
    .selectFrom("members as m")
    .leftJoin("member_profiles as p", "p.member_id", "m.id")
    .select([...factColumns, "p.public_photo", "p.public_designation", "p.public_message"])
    .orderBy(sql`case when m.position is null then 1 else 0 end`)
    .orderBy("m.position")
    .orderBy("m.name")
    .orderBy("m.id")
    .limit(options.limit ?? 500)
    .offset(options.offset ?? 0)
    .execute();
  const [photos, textIn] = await readTogether(db, [
    () => photosOf(db, rows, options.locale),
    () =>
      textsOf(
        db,
        rows.map((r) => r.id),
        [options.locale, defaultLocale],
      ),
  ]);
  return rows.map((r) => {
    const own = textIn(r.id, options.locale);
    const english = textIn(r.id, defaultLocale);
    const texts = Object.fromEntries(
      memberTextNames.map((name) => [name, localText(own[name], english[name], options.locale)]),
    ) as Record<MemberTextName, LocalText>;
    const member: Member = { ...toFacts(r, photos), ...texts };
    if (!options.forPublic) return member;
    const none = { value: null, lang: options.locale };
    return {
      ...member,
      photo: r.public_photo === 0 ? null : member.photo,
      designation: r.public_designation === 0 ? none : member.designation,
      message: r.public_message === 0 ? none : member.message,
    };
  });
}

export async function countMembers(db: Db): Promise<number> {
  const row = await db.selectFrom("members").select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A member with the texts of every language; null for an unknown id. */
export async function getEditableMember(db: Db, id: number): Promise<EditableMember | null> {
  const row = await db.selectFrom("members as m").select(factColumns).where("m.id", "=", id).executeTakeFirst();
  if (!row) return null;
  const [photos, textIn] = await readTogether(db, [
    () => photosOf(db, [row], defaultLocale),
    () => textsOf(db, [id], locales),
  ]);
  return {
    ...toFacts(row, photos),
    texts: Object.fromEntries(locales.map((locale) => [locale, textIn(id, locale)])) as Record<Locale, MemberTexts>,
  };
}

export interface MemberWrite {
  name: string;
  memberNo: string;
  /** Null only for an imported member whose joining date the old site did not have. */
  joinedOn: string | null;
  position: number | null;
  photoId: number | null;
  /** Per language; a text left null shows the English one in that language. */
  texts: Record<Locale, MemberTexts>;
}

function columns(input: MemberWrite) {
  return {
    name: input.name,
    member_no: input.memberNo,
    joined_on: input.joinedOn,
    position: input.position,
  };
}

function memberSummary(input: MemberWrite, options: WriteOptions) {
  return `${input.name} (${input.memberNo})${options.via ? ` (${options.via})` : ""}`;
}

export async function createMember(db: Db, officialId: number | null, input: MemberWrite, options: WriteOptions = {}) {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const row = await trx
      .insertInto("members")
      .values({ ...columns(input), photo_id: input.photoId, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    await memberTextRows.write(trx, row.id, input.texts);
    await recordAudit(trx, officialId, "create", "member", String(row.id), memberSummary(input, options));
    return row.id;
  });
}

/** Updates a member and every language's texts; a null photoId keeps the current photo. */
export async function updateMember(
  db: Db,
  officialId: number | null,
  id: number,
  input: MemberWrite,
  options: WriteOptions = {},
) {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("members")
      .set({ ...columns(input), ...(input.photoId ? { photo_id: input.photoId } : {}), updated_at: nowIso() })
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await memberTextRows.write(trx, id, input.texts);
    await recordAudit(trx, officialId, "update", "member", String(id), memberSummary(input, options));
    return true;
  });
}
/** Moves a member (texts and photo) to the trash; false when they were already gone. */
export async function deleteMember(db: Db, officialId: number, id: number) {
  return db.transaction().execute((trx) => trashMember(trx, officialId, id));
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

/** Moves every member with this club member ID to the trash (one item each); returns how many. */
export async function deleteMembersByNo(db: Db, officialId: number, memberNo: string) {
  return db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom("members").select("id").where("member_no", "=", memberNo).execute();
    for (const row of rows) await trashMember(trx, officialId, row.id, "by member ID");
    return rows.length;
  });
}
