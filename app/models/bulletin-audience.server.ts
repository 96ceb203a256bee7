import crypto from "node:crypto";
import { sql } from "kysely";
import type { Db, Engine } from "~/db/connect.server";
import type { Locale } from "~/db/schema";
import { nowIso } from "~/db/time";
import { hashToken } from "~/lib/session-token";
import { enqueueMail, type OutboxDraft } from "~/mail/outbox.server";
import { appSecret } from "./secrets.server";

/**
 * Who the club's bulletin may reach (issue 26; docs/decisions/0081): friends
 * of the club who confirmed their address (double opt-in), and the addresses
 * that asked for no more bulletins. Unsubscribing stops bulletins only.
 */

/** How long a confirmation link works. */
export const confirmationLifetimeMs = 7 * 24 * 60 * 60 * 1000;
/** A pending address gets a new confirmation e-mail at most this often, however often the form is sent. */
export const confirmationResendMs = 10 * 60 * 1000;

const normal = (email: string) => email.trim().toLowerCase();

/**
 * Someone asks for the bulletin: a pending address gets a confirmation
 * token (to e-mail as a link); nothing is sent to it until it is confirmed.
 * An address already subscribed gets no token, and neither does one asked
 * for again within `confirmationResendMs`; the page answers all the same, so
 * it tells nobody who is on the list.
 */
export async function signUpFriend(
  db: Db,
  input: { email: string; locale: Locale },
  /** Words the confirmation e-mail with the token's link; null: none is sent (no PUBLIC_URL). */
  mail: (token: string, email: string) => OutboxDraft | null,
  now = new Date(),
): Promise<{ token: string | null }> {
  const email = normal(input.email);
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("newsletter_friends")
      .select(["id", "status", "updated_at", "token_hash"])
      .where("email", "=", email)
      .executeTakeFirst();
    const unsubscribed = await isUnsubscribed(trx, email);
    if (existing?.status === "confirmed" && !unsubscribed) return { token: null };
    if (
      existing?.status === "pending" &&
      existing.token_hash !== null &&
      now.getTime() - Date.parse(existing.updated_at) < confirmationResendMs
    )
      return { token: null };
    const token = crypto.randomBytes(32).toString("base64url");
    const pending = {
      locale: input.locale,
      status: "pending" as const,
      token_hash: hashToken(token),
      token_expires_at: nowIso(new Date(now.getTime() + confirmationLifetimeMs)),
      updated_at: nowIso(now),
    };
    if (existing) await trx.updateTable("newsletter_friends").set(pending).where("id", "=", existing.id).execute();
    else
      await trx
        .insertInto("newsletter_friends")
        .values({ ...pending, email, created_at: nowIso(now), confirmed_at: null })
        .execute();
    const draft = mail(token, email);
    if (draft) await enqueueMail(trx, null, [draft], now);
    return { token };
  });
}

/** What a confirmation link did: confirmed the address, or why not. */
export type Confirmation = "confirmed" | "expired" | "invalid";

/** The address a confirmation link is for, and whether it still works; nothing changes. */
export async function confirmationOf(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ state: Confirmation | "open"; email: string | null }> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { state: "invalid", email: null };
  const row = await db
    .selectFrom("newsletter_friends")
    .select(["email", "token_expires_at"])
    .where("token_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!row) return { state: "invalid", email: null };
  if (!row.token_expires_at || Date.parse(row.token_expires_at) <= now.getTime())
    return { state: "expired", email: row.email };
  return { state: "open", email: row.email };
}

/** The link's button: the address is subscribed (and no longer unsubscribed), the link used up. */
export async function confirmFriend(db: Db, token: string, now = new Date()): Promise<Confirmation> {
  return db.transaction().execute(async (trx) => {
    const { state, email } = await confirmationOf(trx, token, now);
    if (state !== "open" || email === null) return state === "open" ? "invalid" : state;
    await trx
      .updateTable("newsletter_friends")
      .set({
        status: "confirmed",
        token_hash: null,
        token_expires_at: null,
        confirmed_at: nowIso(now),
        updated_at: nowIso(now),
      })
      .where("email", "=", email)
      .execute();
    await trx.deleteFrom("bulletin_unsubscribes").where("email", "=", email).execute();
    return "confirmed";
  });
}

export async function isUnsubscribed(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom("bulletin_unsubscribes")
    .select("email")
    .where("email", "=", normal(email))
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a friend's address is on the list: confirmed, and not unsubscribed since. */
export async function isSubscribedFriend(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom("newsletter_friends")
    .select("status")
    .where("email", "=", normal(email))
    .executeTakeFirst();
  return row?.status === "confirmed" && !(await isUnsubscribed(db, email));
}

/**
 * A bulletin's recipient: a friend (f), a signed-in account, member or
 * official (a), or a member without an account an official added (m).
 */
export type RecipientKey = `f${number}` | `a${number}` | `m${number}`;

async function signature(db: Db, signed: string, email: string): Promise<string> {
  const secret = await appSecret(db, "bulletin-unsubscribe");
  return crypto.createHmac("sha256", secret).update(`unsubscribe.${signed}.${email}`).digest("base64url").slice(0, 22);
}

/**
 * The signed part of a recipient's unsubscribe link: the recipient and, in a
 * bulletin, which one (so its figures count the unsubscribes it brought).
 * It names the recipient, not the address, and is signed with the address:
 * a link stops working if the address changes, and never shows the address
 * in a log.
 */
export async function unsubscribeToken(db: Db, key: RecipientKey, email: string, bulletinId?: number): Promise<string> {
  const signed = bulletinId === undefined ? key : `${key}.${bulletinId}`;
  return `${signed}.${await signature(db, signed, normal(email))}`;
}

/** The recipient an unsubscribe link names, when its signature is right. */
export async function recipientOfToken(
  db: Db,
  token: string,
): Promise<{ email: string; locale: Locale; bulletinId: number | null } | null> {
  const match = /^(([fam])(\d{1,9})(?:\.(\d{1,9}))?)\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const id = Number(match[3]);
  const row =
    match[2] === "f"
      ? await db.selectFrom("newsletter_friends").select(["email", "locale"]).where("id", "=", id).executeTakeFirst()
      : match[2] === "a"
        ? await db.selectFrom("officials").select(["email", "locale"]).where("id", "=", id).executeTakeFirst()
        : await db
            .selectFrom("bulletin_members as b")
            .innerJoin("member_profiles as p", "p.member_id", "b.member_id")
            .select(["p.email", "b.locale"])
            .where("b.member_id", "=", id)
            .executeTakeFirst();
  if (!row) return null;
  const expected = Buffer.from(await signature(db, match[1] as string, normal(row.email)));
  const given = Buffer.from(match[5] as string);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  return { email: normal(row.email), locale: row.locale, bulletinId: match[4] ? Number(match[4]) : null };
}

/**
 * An unsubscribe link used: the address gets no more bulletins. A second
 * use changes nothing ("already"); a link whose signature is wrong, null.
 */
export async function unsubscribe(
  db: Db,
  token: string,
  how: "one-click" | "page",
  now = new Date(),
): Promise<"unsubscribed" | "already" | null> {
  const recipient = await recipientOfToken(db, token);
  if (!recipient) return null;
  const result = await db
    .insertInto("bulletin_unsubscribes")
    .values({ email: recipient.email, how, unsubscribed_at: nowIso(now), bulletin_id: recipient.bulletinId })
    .onConflict((oc) => oc.column("email").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0 ? "unsubscribed" : "already";
}

/** A member of the directory as the bulk-adding list shows them. */
export interface ListedMember {
  id: number;
  name: string;
  email: string;
}

const hasAddress = /^[^\s@]+@[^\s@]+$/;

/**
 * Members of the directory with an e-mail address in their profile but no
 * account on the site, not on the bulletin list yet: those an official may
 * add in bulk (members with an account get bulletins already).
 */
export async function membersToAdd(db: Db): Promise<ListedMember[]> {
  const rows = await db
    .selectFrom("members as m")
    .innerJoin("member_profiles as p", "p.member_id", "m.id")
    .select(["m.id", "m.name", "p.email"])
    .where("p.email", "!=", "")
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom("officials as o").select("o.id").whereRef("o.member_id", "=", "m.id"))),
    )
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom("bulletin_members as b").select("b.member_id").whereRef("b.member_id", "=", "m.id")),
      ),
    )
    .orderBy("m.name")
    .limit(1000)
    .execute();
  return rows.filter((row) => hasAddress.test(row.email.trim())).map((row) => ({ ...row, email: normal(row.email) }));
}

/** The members an official added, for the list beside the form. */
export async function listBulletinMembers(db: Db): Promise<(ListedMember & { locale: Locale })[]> {
  const rows = await db
    .selectFrom("bulletin_members as b")
    .innerJoin("members as m", "m.id", "b.member_id")
    .innerJoin("member_profiles as p", "p.member_id", "m.id")
    .select(["m.id", "m.name", "p.email", "b.locale"])
    .orderBy("m.name")
    .limit(1000)
    .execute();
  return rows.map((row) => ({ ...row, email: normal(row.email) }));
}

/**
 * Adds members without an account to the bulletin list, in `locale`; only
 * those membersToAdd offers (a member with an account, or no address, is
 * left out). How many were added.
 */
export async function addBulletinMembers(
  db: Db,
  officialId: number | null,
  memberIds: number[],
  locale: Locale,
  now = new Date(),
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const allowed = new Set((await membersToAdd(trx)).map((member) => member.id));
    const chosen = [...new Set(memberIds)].filter((id) => allowed.has(id));
    if (chosen.length === 0) return 0;
    await trx
      .insertInto("bulletin_members")
      .values(chosen.map((id) => ({ member_id: id, locale, added_by: officialId, added_at: nowIso(now) })))
      .onConflict((oc) => oc.column("member_id").doNothing())
      .execute();
    return chosen.length;
  });
}

/** Takes an added member off the bulletin list; false when they were not on it. */
export async function removeBulletinMember(db: Db, memberId: number): Promise<boolean> {
  const result = await db.deleteFrom("bulletin_members").where("member_id", "=", memberId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

const hourMs = 60 * 60 * 1000;

/**
 * The sign-up form's per-address limit, as the join form has: notes one
 * sign-up from `clientIp` and says whether it is within `limitPerHour`
 * (a refused one is noted too, so a flood stays refused). Rows older than
 * an hour go as new ones come.
 */
export async function withinSignUpLimit(
  db: Db,
  engine: Engine,
  clientIp: string | null,
  limitPerHour: number,
  now = new Date(),
): Promise<boolean> {
  if (!clientIp) return true;
  const since = nowIso(new Date(now.getTime() - hourMs));
  return db.transaction().execute(async (trx) => {
    // Sign-ups from one address take turns on PostgreSQL, so concurrent ones cannot all pass the count.
    if (engine === "postgres")
      await sql`select pg_advisory_xact_lock(hashtext(${`newsletter:${clientIp}`}))`.execute(trx);
    await trx.deleteFrom("newsletter_requests").where("requested_at", "<=", since).execute();
    const recent = await trx
      .selectFrom("newsletter_requests")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("client_ip", "=", clientIp)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("newsletter_requests")
      .values({ client_ip: clientIp, requested_at: nowIso(now) })
      .execute();
    return Number(recent.n) < limitPerHour;
  });
}
