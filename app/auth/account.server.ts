import type { AppLoadContext } from "react-router";
import type { Locale } from "~/i18n/locale";
import { type PasswordProblem, passwordProblem } from "~/lib/password-rules";
import { recordAudit } from "~/models/audit.server";
import { closeOpenLinks } from "./one-time-links.server";
import { hashPassword } from "./password.server";
import type { Official } from "./session.server";
import { checkPassword } from "./sign-in.server";

export type PasswordChange =
  | { ok: true }
  | { ok: false; reason: "wrong-password" | "throttled" }
  | { ok: false; reason: "password"; problem: PasswordProblem };

/**
 * An official changes their own password. The current one is checked like a
 * sign-in (recorded and throttled, so a borrowed session cannot guess it);
 * every other session ends and open reset links close; this session stays.
 */
export async function changeOwnPassword(
  context: AppLoadContext,
  official: Official,
  input: { currentPassword: string; newPassword: string },
  keepSessionHash: string | null,
  now = new Date(),
): Promise<PasswordChange> {
  const checked = await checkPassword(context, { email: official.email, password: input.currentPassword }, now);
  if (!checked.ok) return { ok: false, reason: checked.reason === "throttled" ? "throttled" : "wrong-password" };
  const problem = passwordProblem(input.newPassword, official.email);
  if (problem) return { ok: false, reason: "password", problem };
  const passwordHash = await hashPassword(input.newPassword);
  await context.db.transaction().execute(async (trx) => {
    await trx.updateTable("officials").set({ password_hash: passwordHash }).where("id", "=", official.id).execute();
    let others = trx.deleteFrom("sessions").where("official_id", "=", official.id);
    if (keepSessionHash) others = others.where("token_hash", "<>", keepSessionHash);
    await others.execute();
    await closeOpenLinks(trx, "reset", { officialId: official.id }, now);
    await recordAudit(
      trx,
      official.id,
      "update",
      "official",
      String(official.id),
      "changed their password; their other sessions ended",
    );
  });
  return { ok: true };
}

/** Ends every session of the account (an official's or a member's), this one included. */
export async function signOutEverywhere(context: AppLoadContext, official: { id: number }): Promise<number> {
  return context.db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom("sessions").where("official_id", "=", official.id).executeTakeFirst();
    const ended = Number(result.numDeletedRows);
    await recordAudit(trx, official.id, "delete", "session", null, `signed out of all their sessions (${ended} ended)`);
    return ended;
  });
}

/** Someone chooses the language of their screens and e-mails (officials.locale). */
export async function setOwnLanguage(context: AppLoadContext, account: { id: number }, locale: Locale): Promise<void> {
  await context.db.updateTable("officials").set({ locale }).where("id", "=", account.id).execute();
}
