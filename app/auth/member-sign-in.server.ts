import type { AppLoadContext } from "react-router";
import { nowIso } from "~/db/time";
import type { Locale } from "~/i18n/locale";
import { memberSignInEmail } from "~/mail/account-templates";
import {
  type EmailedLink,
  type ResetRequestResult,
  requestEmailedLink,
  resetAnswerFloorMs,
} from "./emailed-links.server";
import { type LinkProblem, readLink, useLink } from "./one-time-links.server";
import { createSession } from "./session.server";

/** Only members get one: officials sign in with their password (decision 0075). */
const signInLink: EmailedLink = {
  purpose: "sign-in",
  forRole: (role) => role === "member",
  mail: memberSignInEmail,
  audit: "a sign-in link was asked for",
};

/**
 * A member typed their address on the members' sign-in page: a link that
 * signs them in, valid 15 minutes and once, is e-mailed in the page's
 * language. Throttled and answered exactly as "forgot password" is.
 */
export function requestMemberSignIn(
  context: AppLoadContext,
  input: { email: string; locale?: Locale },
  now = new Date(),
  floorMs = resetAnswerFloorMs,
): Promise<ResetRequestResult> {
  return requestEmailedLink(context, signInLink, input, now, floorMs);
}

/** Whom a sign-in link is for, or why it no longer works; reads only (opening the link signs nobody in). */
export async function readSignInLink(
  context: AppLoadContext,
  token: string,
  now = new Date(),
): Promise<{ ok: true; email: string } | { ok: false; problem: LinkProblem }> {
  const lookup = await readLink(context.db, "sign-in", token, now);
  return lookup.ok ? { ok: true, email: lookup.link.email } : lookup;
}

/**
 * Uses the link (once, even when two requests race) and starts a session.
 * Only the page's button does this, not opening the link: mail scanners
 * that open every link in an e-mail would otherwise use it up.
 */
export async function signInWithLink(
  context: AppLoadContext,
  token: string,
  now = new Date(),
): Promise<{ ok: true; setCookie: string } | { ok: false; problem: LinkProblem }> {
  const lookup = await readLink(context.db, "sign-in", token, now);
  if (!lookup.ok) return lookup;
  const accountId = lookup.link.officialId;
  if (accountId === null) return { ok: false, problem: "unknown" };
  const used = await context.db.transaction().execute(async (trx) => {
    if (!(await useLink(trx, lookup.link.id, now))) return false;
    // A member made an official since the link was sent signs in with their password from then on (the link is spent).
    const account = await trx.selectFrom("officials").select("role").where("id", "=", accountId).executeTakeFirst();
    if (account?.role !== "member") return false;
    await trx
      .updateTable("officials")
      .set({ last_sign_in_at: nowIso(now) })
      .where("id", "=", accountId)
      .execute();
    return true;
  });
  if (!used) return { ok: false, problem: "used" };
  return { ok: true, setCookie: await createSession(context, accountId, now) };
}
