import type { Db } from "~/db/connect.server";
import type { Locale } from "~/db/schema";
import { nowIso } from "~/db/time";
import { locales } from "~/i18n/locales";
import { getMediaPreviews } from "~/media/previews.server";
import { recordAudit } from "./audit.server";
import { localizedTexts } from "./localized-texts.server";
import { type MemberTexts, memberTextFields, memberTextRows } from "./members.server";

/**
 * What a member asks to change on the public members page (their name, photo,
 * designation and message) waits here until an official approves it
 * (docs/decisions/0077-member-public-changes.md). Private details change at
 * once (member-profiles.server.ts); these are shown to every visitor.
 */
const askedTexts = localizedTexts("member_public_change_texts", memberTextFields);

/** What the public page shows of a member now, or what they ask it to show. */
export interface PublicSide {
  name: string;
  photo: { id: number; preview: string } | null;
  texts: Record<Locale, MemberTexts>;
}

/** A member's waiting request: only what they asked to change is set. */
export interface PublicChange {
  memberId: number;
  requestedAt: string;
  name: string | null;
  photo: { id: number; preview: string } | null;
  /** null: the designation and message stay. */
  texts: Record<Locale, MemberTexts> | null;
}

async function preview(db: Db, photoId: number | null) {
  if (photoId === null) return null;
  return { id: photoId, preview: (await getMediaPreviews(db, [photoId])).get(photoId)?.preview ?? "" };
}

/** The member's name, photo and texts as the public page has them now; null when there is no such member. */
export async function publicSideOf(db: Db, memberId: number): Promise<PublicSide | null> {
  const row = await db.selectFrom("members").select(["name", "photo_id"]).where("id", "=", memberId).executeTakeFirst();
  if (!row) return null;
  const texts = (await memberTextRows.read(db, [memberId])).get(memberId);
  return { name: row.name, photo: await preview(db, row.photo_id), texts: memberTextRows.completeByLocale(texts) };
}

/** The member's waiting request, if any. */
export async function publicChangeOf(db: Db, memberId: number): Promise<PublicChange | null> {
  return (await waitingChanges(db, [memberId]))[0] ?? null;
}

async function waitingChanges(db: Db, memberIds?: number[]): Promise<PublicChange[]> {
  let query = db
    .selectFrom("member_public_changes")
    .select(["member_id", "name", "photo_id", "requested_at"])
    .orderBy("requested_at")
    .orderBy("member_id");
  if (memberIds) query = query.where("member_id", "in", memberIds);
  const rows = await query.execute();
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.member_id);
  const [texts, previews] = await Promise.all([
    askedTexts.read(db, ids),
    getMediaPreviews(
      db,
      rows.flatMap((row) => (row.photo_id === null ? [] : [row.photo_id])),
    ),
  ]);
  return rows.map((row) => ({
    memberId: row.member_id,
    requestedAt: row.requested_at,
    name: row.name,
    photo: row.photo_id === null ? null : { id: row.photo_id, preview: previews.get(row.photo_id)?.preview ?? "" },
    texts: texts.has(row.member_id) ? askedTexts.completeByLocale(texts.get(row.member_id)) : null,
  }));
}

/** Every waiting request with the member's public side now, oldest first: what the dashboard asks officials about. */
export async function changesAwaitingApproval(db: Db): Promise<{ change: PublicChange; now: PublicSide }[]> {
  const changes = await waitingChanges(db);
  const found = await Promise.all(
    changes.map(async (change) => ({ change, now: await publicSideOf(db, change.memberId) })),
  );
  return found.flatMap(({ change, now }) => (now ? [{ change, now }] : []));
}

export async function countChangesAwaitingApproval(db: Db): Promise<number> {
  const row = await db
    .selectFrom("member_public_changes")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

const sameTexts = (a: Record<Locale, MemberTexts>, b: Record<Locale, MemberTexts>) =>
  locales.every((locale) =>
    (Object.keys(memberTextFields) as (keyof MemberTexts)[]).every(
      (name) => (a[locale][name] ?? "") === (b[locale][name] ?? ""),
    ),
  );

export type AskResult = "asked" | "unchanged" | "no-member";

/**
 * A member asks for their public side to become `wanted`. Only what differs
 * from today's is kept; a request that changes nothing withdraws the one
 * waiting. A new request replaces a waiting one.
 */
export async function askPublicChange(
  db: Db,
  accountId: number,
  memberId: number,
  wanted: { name: string; photoId: number | null; texts: Record<Locale, MemberTexts> },
): Promise<AskResult> {
  return db.transaction().execute(async (trx) => {
    const now = await publicSideOf(trx, memberId);
    if (!now) return "no-member";
    const name = wanted.name !== now.name ? wanted.name : null;
    const photoId = wanted.photoId !== null && wanted.photoId !== now.photo?.id ? wanted.photoId : null;
    const texts = askedTexts.completeByLocale(wanted.texts);
    const textsChanged = !sameTexts(texts, now.texts);
    await trx.deleteFrom("member_public_changes").where("member_id", "=", memberId).execute();
    if (name === null && photoId === null && !textsChanged) return "unchanged";
    await trx
      .insertInto("member_public_changes")
      .values({ member_id: memberId, name, photo_id: photoId, requested_by: accountId, requested_at: nowIso() })
      .execute();
    if (textsChanged) await askedTexts.write(trx, memberId, texts);
    await recordAudit(
      trx,
      accountId,
      "create",
      "member-change",
      String(memberId),
      `${now.name} asked to change their public entry`,
    );
    return "asked";
  });
}

/** The member takes their waiting request back; false when there was none. */
export async function withdrawPublicChange(db: Db, accountId: number, memberId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom("member_public_changes").where("member_id", "=", memberId).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await recordAudit(trx, accountId, "delete", "member-change", String(memberId), "withdrew their request");
    return true;
  });
}

/**
 * An official approves a member's request: the member's entry takes what was
 * asked (and only that), and the request goes. False when there is none (another official answered it first).
 */
export async function approvePublicChange(db: Db, officialId: number, memberId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const [change] = await waitingChanges(trx, [memberId]);
    if (!change) return false;
    const deleted = await trx.deleteFrom("member_public_changes").where("member_id", "=", memberId).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) return false;
    await trx
      .updateTable("members")
      .set({
        ...(change.name !== null ? { name: change.name } : {}),
        ...(change.photo ? { photo_id: change.photo.id } : {}),
        updated_at: nowIso(),
      })
      .where("id", "=", memberId)
      .execute();
    if (change.texts) await memberTextRows.write(trx, memberId, change.texts);
    const name =
      change.name ??
      (await trx.selectFrom("members").select("name").where("id", "=", memberId).executeTakeFirst())?.name;
    await recordAudit(
      trx,
      officialId,
      "update",
      "member",
      String(memberId),
      `${name ?? memberId}: approved the member's change to their public entry`,
    );
    return true;
  });
}

/** An official declines a member's request: nothing on the public page changes. */
export async function declinePublicChange(db: Db, officialId: number, memberId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom("member_public_changes").where("member_id", "=", memberId).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) return false;
    await recordAudit(
      trx,
      officialId,
      "delete",
      "member-change",
      String(memberId),
      "declined a member's change to their public entry",
    );
    return true;
  });
}
