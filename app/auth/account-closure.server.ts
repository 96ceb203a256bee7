import type { AppLoadContext } from "react-router";
import { closureRequestEmail } from "~/mail/account-templates";
import { enqueueMail } from "~/mail/outbox.server";
import { recordAudit } from "~/models/audit.server";
import { getClubProfile } from "~/models/club-profile.server";
import type { Account } from "./session.server";

/**
 * A member asks for their account to be closed (DPDP): every administrator
 * is e-mailed and the activity log says so. Nothing is deleted by the
 * request itself: an administrator closes the account, so a mistaken tap or
 * someone else at an unlocked phone cannot erase a member.
 */
export async function requestAccountClosure(context: AppLoadContext, account: Account) {
  const { clubName } = await getClubProfile(context.db);
  await context.db.transaction().execute(async (trx) => {
    const administrators = await trx
      .selectFrom("officials")
      .select(["email", "locale"])
      .where("role", "=", "administrator")
      .execute();
    await enqueueMail(
      trx,
      null,
      administrators.map((admin) => {
        const mail = closureRequestEmail({ clubName, name: account.name, email: account.email, locale: admin.locale });
        return { audience: "officials" as const, recipient: admin.email, subject: mail.subject, body: mail.text };
      }),
    );
    await recordAudit(
      trx,
      account.id,
      "update",
      "official",
      String(account.id),
      "asked for their account to be closed",
    );
  });
  context.mail?.nudge();
}
