import crypto from "node:crypto";
import type { Db } from "~/db/connect.server";
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

/** A bulletin's recipient: a friend (f) or a signed-in account, member or official (a). */
export type RecipientKey = `f${number}` | `a${number}`;

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
  const match = /^(([fa])(\d{1,9})(?:\.(\d{1,9}))?)\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const id = Number(match[3]);
  const row =
    match[2] === "f"
      ? await db.selectFrom("newsletter_friends").select(["email", "locale"]).where("id", "=", id).executeTakeFirst()
      : await db.selectFrom("officials").select(["email", "locale"]).where("id", "=", id).executeTakeFirst();
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
