import type { AppLoadContext } from "react-router";
import type { Locale } from "~/i18n/locale";
import { type PasswordProblem, passwordProblem } from "~/lib/password-rules";
import { passwordResetEmail } from "~/mail/account-templates";
import { recordAudit } from "~/models/audit.server";
import {
  type EmailedLink,
  type ResetRequestResult,
  requestEmailedLink,
  resetAnswerFloorMs,
} from "./emailed-links.server";
import { replacePassword } from "./officials.server";
import { type LinkProblem, readLink, useLink } from "./one-time-links.server";
import { hashPassword } from "./password.server";

export { type ResetRequestResult, resetAnswerFloorMs } from "./emailed-links.server";

const resetLink: EmailedLink = {
  purpose: "reset",
  forRole: () => true,
  mail: passwordResetEmail,
  audit: "a password reset link was asked for",
};

/**
 * Someone typed an address on the "forgot password" page: for an account's
 * address (an official's, or a member's who wants a password) a one-hour
 * link is e-mailed, replacing any earlier one (requestEmailedLink).
 */
export function requestPasswordReset(
  context: AppLoadContext,
  /** `locale`: the language of the page it was asked on, so the e-mailed link opens the reset page in it. */
  input: { email: string; locale?: Locale },
  now = new Date(),
  floorMs = resetAnswerFloorMs,
): Promise<ResetRequestResult> {
  return requestEmailedLink(context, resetLink, input, now, floorMs);
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
