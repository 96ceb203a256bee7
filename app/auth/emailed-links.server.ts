import { sql } from "kysely";
import type { AppLoadContext } from "react-router";
import type { AccountRole } from "~/db/schema";
import { nowIso } from "~/db/time";
import { defaultLocale, type Locale } from "~/i18n/locale";
import { log } from "~/log.server";
import { enqueueMail } from "~/mail/outbox.server";
import type { RenderedMail } from "~/mail/templates";
import { recordAudit } from "~/models/audit.server";
import { clubNameIn, getClubProfile } from "~/models/club-profile.server";
import { normaliseEmail } from "./officials.server";
import { closeOpenLinks, createLinkToken, linkLifetimeMs, linkUrl } from "./one-time-links.server";
import { resetRequestAllowed, resetRequestWindowMs } from "./throttle";

/**
 * Every answer to "e-mail me a link" takes at least this long, known address
 * or not: the few extra inserts for an account's address (the link, its
 * e-mail, the activity entry) finish well inside it, so the time tells nothing.
 */
export const resetAnswerFloorMs = 300;

export type ResetRequestResult = "accepted" | "throttled";

/** A link someone asks to have e-mailed to an address by typing it: a password reset, a member's sign-in. */
export interface EmailedLink {
  purpose: "reset" | "sign-in";
  /** Whose accounts get one: every other address gets nothing, and the same answer. */
  forRole: (role: AccountRole) => boolean;
  mail: (input: { clubName: string; link: string; validForMs: number; locale: Locale }) => RenderedMail;
  /** The activity log's line. */
  audit: string;
}

/**
 * Someone typed an address. Every request is recorded in reset_requests,
 * whichever link it asked for, and throttled per address and per network
 * address; for an account the link is for, a new link replaces any earlier
 * one of its kind and is e-mailed in the language of the page it was asked
 * on, which is the language of the page it opens. The result is the same
 * whether or not the address is an account's.
 */
export async function requestEmailedLink(
  context: AppLoadContext,
  kind: EmailedLink,
  input: { email: string; locale?: Locale },
  now = new Date(),
  floorMs = resetAnswerFloorMs,
): Promise<ResetRequestResult> {
  const started = performance.now();
  try {
    const email = normaliseEmail(input.email);
    const locale = input.locale ?? defaultLocale;
    const ip = context.clientIp;
    const linkBase = context.config.PUBLIC_URL;
    const profile = await getClubProfile(context.db);
    const clubName = clubNameIn(profile, locale);
    const result = await context.db.transaction().execute(async (trx): Promise<ResetRequestResult> => {
      // Requests take turns, so a burst cannot all pass the count (SQLite: IMMEDIATE transactions).
      if (context.engine === "postgres")
        await sql`select pg_advisory_xact_lock(hashtext('reset-requests'))`.execute(trx);
      const since = nowIso(new Date(now.getTime() - resetRequestWindowMs));
      const count = (column: "email" | "ip", value: string) =>
        trx
          .selectFrom("reset_requests")
          .select(sql<number>`count(*)`.as("n"))
          .where(column, "=", value)
          .where("created_at", ">", since)
          .executeTakeFirstOrThrow()
          .then((row) => Number(row.n));
      const recent = { account: await count("email", email), address: ip ? await count("ip", ip) : 0 };
      if (!resetRequestAllowed(recent)) return "throttled";
      await trx
        .insertInto("reset_requests")
        .values({ email, ip, created_at: nowIso(now) })
        .execute();
      const account = await trx
        .selectFrom("officials")
        .select(["id", "role"])
        .where("email", "=", email)
        .executeTakeFirst();
      if (!account || !kind.forRole(account.role)) return "accepted";
      if (!linkBase) {
        // A link from the request's Host would let anyone send an official a link to their own site.
        log.warn(`${kind.purpose} link not sent: PUBLIC_URL is not set`, { official: account.id });
        return "accepted";
      }
      await closeOpenLinks(trx, kind.purpose, { officialId: account.id }, now);
      const token = await createLinkToken(trx, { purpose: kind.purpose, email, officialId: account.id }, now);
      const mail = kind.mail({
        clubName,
        link: linkUrl(linkBase, kind.purpose, token, locale),
        validForMs: linkLifetimeMs[kind.purpose],
        locale,
      });
      await enqueueMail(
        trx,
        null,
        [{ audience: "officials", recipient: email, subject: mail.subject, body: mail.text, eraseAfterSend: true }],
        now,
      );
      await recordAudit(trx, account.id, "update", "official", String(account.id), kind.audit);
      return "accepted";
    });
    if (result === "accepted") context.mail?.nudge();
    return result;
  } finally {
    // A timer may fire a fraction of a millisecond early by this clock: wait until the floor has passed.
    for (let wait = floorMs - (performance.now() - started); wait > 0; wait = floorMs - (performance.now() - started))
      await new Promise((resolve) => setTimeout(resolve, Math.ceil(wait)));
  }
}
