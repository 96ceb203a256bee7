import { sql } from "kysely";
import type { AppLoadContext } from "react-router";
import { nowIso } from "~/db/time";
import { defaultLocale, type Locale } from "~/i18n/locale";
import { type PasswordProblem, passwordProblem } from "~/lib/password-rules";
import { log } from "~/log.server";
import { passwordResetEmail } from "~/mail/account-templates";
import { enqueueMail } from "~/mail/outbox.server";
import { recordAudit } from "~/models/audit.server";
import { clubNameIn, getClubProfile } from "~/models/club-profile.server";
import { normaliseEmail, replacePassword } from "./officials.server";
import {
  closeOpenLinks,
  createLinkToken,
  type LinkProblem,
  linkLifetimeMs,
  linkUrl,
  readLink,
  useLink,
} from "./one-time-links.server";
import { hashPassword } from "./password.server";
import { resetRequestAllowed, resetRequestWindowMs } from "./throttle";

/**
 * Every "forgot password" answer takes at least this long, known address or
 * not: the few extra inserts for an official's address (the link, its e-mail,
 * the activity entry) finish well inside it, so the time tells nothing.
 */
export const resetAnswerFloorMs = 300;

export type ResetRequestResult = "accepted" | "throttled";

/**
 * Someone typed an address on the "forgot password" page. Every request is
 * recorded (for the throttle); for an official's address a one-hour link is
 * e-mailed, replacing any earlier one. The result is the same whether or not
 * the address is an official's.
 */
export async function requestPasswordReset(
  context: AppLoadContext,
  /** `locale`: the language of the page it was asked on, so the e-mailed link opens the reset page in it. */
  input: { email: string; locale?: Locale },
  now = new Date(),
  floorMs = resetAnswerFloorMs,
): Promise<ResetRequestResult> {
  const started = performance.now();
  try {
    const email = normaliseEmail(input.email);
    const ip = context.clientIp;
    const linkBase = context.config.PUBLIC_URL;
    const profile = await getClubProfile(context.db);
    const clubName = clubNameIn(profile, input.locale ?? defaultLocale);
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
      const official = await trx.selectFrom("officials").select("id").where("email", "=", email).executeTakeFirst();
      if (!official) return "accepted";
      if (!linkBase) {
        // A link from the request's Host would let anyone send an official a link to their own site.
        log.warn("password reset link not sent: PUBLIC_URL is not set", { official: official.id });
        return "accepted";
      }
      await closeOpenLinks(trx, "reset", { officialId: official.id }, now);
      const token = await createLinkToken(trx, { purpose: "reset", email, officialId: official.id }, now);
      const mail = passwordResetEmail({
        clubName,
        link: linkUrl(linkBase, "reset", token, input.locale),
        validForMs: linkLifetimeMs.reset,
        locale: input.locale,
      });
      await enqueueMail(
        trx,
        null,
        [{ audience: "officials", recipient: email, subject: mail.subject, body: mail.text, eraseAfterSend: true }],
        now,
      );
      await recordAudit(
        trx,
        official.id,
        "update",
        "official",
        String(official.id),
        "a password reset link was asked for",
      );
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

/** Whom a reset link is for, or why it no longer works. */
export async function readResetLink(
  context: AppLoadContext,
  token: string,
  now = new Date(),
): Promise<{ ok: true; email: string } | { ok: false; problem: LinkProblem }> {
  const lookup = await readLink(context.db, "reset", token, now);
  return lookup.ok ? { ok: true, email: lookup.link.email } : lookup;
}

export type ResetResult =
  | { ok: true; email: string }
  | { ok: false; reason: LinkProblem }
  | { ok: false; reason: "password"; problem: PasswordProblem };

/**
 * Sets the new password from a reset link: the link is used once, every
 * session of the official ends (whoever else was signed in is out), and other
 * open reset links close.
 */
export async function resetPassword(
  context: AppLoadContext,
  token: string,
  password: string,
  now = new Date(),
): Promise<ResetResult> {
  const lookup = await readLink(context.db, "reset", token, now);
  if (!lookup.ok) return { ok: false, reason: lookup.problem };
  const { link } = lookup;
  const officialId = link.officialId;
  if (officialId === null) return { ok: false, reason: "unknown" };
  const problem = passwordProblem(password, link.email);
  if (problem) return { ok: false, reason: "password", problem };
  const passwordHash = await hashPassword(password);
  const done = await context.db.transaction().execute(async (trx) => {
    if (!(await useLink(trx, link.id, now))) return false;
    await replacePassword(trx, officialId, passwordHash, now);
    await recordAudit(
      trx,
      officialId,
      "update",
      "official",
      String(officialId),
      "new password set with a reset link; every session ended",
    );
    return true;
  });
  return done ? { ok: true, email: link.email } : { ok: false, reason: "used" };
}
