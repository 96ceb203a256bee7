import type { AppLoadContext } from "react-router";
import { nowIso } from "~/db/time";
import type { Locale } from "~/i18n/locale";
import { memberInvitationEmail } from "~/mail/account-templates";
import { enqueueMail } from "~/mail/outbox.server";
import { recordAudit } from "~/models/audit.server";
import { clubNameIn, getClubProfile } from "~/models/club-profile.server";
import { normaliseEmail } from "./officials.server";
import { closeOpenLinks, createLinkToken, linkUrl } from "./one-time-links.server";

/** How long a member's invitation waits: three days, like an official's. */
export const memberInvitationMs = 72 * 60 * 60 * 1000;

export interface MemberInvite {
  memberId: number;
  email: string;
}

export type InviteOutcome =
  | { memberId: number; name: string; email: string; result: "sent"; link: string }
  /** An official's own address: linked to the member, who signs in with their password as before. */
  | { memberId: number; name: string; email: string; result: "official" }
  /** The address is another member's account, or the member already has an account under another address. */
  | { memberId: number; name: string; email: string; result: "taken" | "has-account" }
  | { memberId: number; name: string; email: string; result: "not-found" };

/**
 * Invites members to the members' area, in one transaction: each member gets
 * an account (role member, linked to the member entry) unless they have one,
 * and an e-mailed sign-in link that waits 72 hours and works once, in the
 * chosen language; the links also come back to copy or send by WhatsApp.
 */
export async function inviteMembers(
  context: AppLoadContext,
  actorId: number,
  invites: MemberInvite[],
  locale: Locale,
  now = new Date(),
): Promise<InviteOutcome[]> {
  const linkBase = context.config.PUBLIC_URL;
  if (!linkBase) throw new Error("PUBLIC_URL is not set: invitation links would name no site.");
  const clubName = clubNameIn(await getClubProfile(context.db), locale);
  const outcomes = await context.db.transaction().execute(async (trx) => {
    const done: InviteOutcome[] = [];
    for (const invite of invites) {
      const email = normaliseEmail(invite.email);
      const member = await trx
        .selectFrom("members")
        .select(["id", "name"])
        .where("id", "=", invite.memberId)
        .executeTakeFirst();
      if (!member) {
        done.push({ memberId: invite.memberId, name: "", email, result: "not-found" });
        continue;
      }
      const about = { memberId: member.id, name: member.name, email };
      const byEmail = await trx
        .selectFrom("officials")
        .select(["id", "role", "member_id"])
        .where("email", "=", email)
        .executeTakeFirst();
      const byMember = await trx
        .selectFrom("officials")
        .select(["id", "email"])
        .where("member_id", "=", member.id)
        .executeTakeFirst();
      if (byMember && byMember.email !== email) {
        done.push({ ...about, result: "has-account" });
        continue;
      }
      if (byEmail && byEmail.member_id !== null && byEmail.member_id !== member.id) {
        done.push({ ...about, result: "taken" });
        continue;
      }
      if (byEmail && byEmail.role !== "member") {
        await trx.updateTable("officials").set({ member_id: member.id }).where("id", "=", byEmail.id).execute();
        await recordAudit(
          trx,
          actorId,
          "update",
          "official",
          String(byEmail.id),
          `${email} linked to member ${member.name}`,
        );
        done.push({ ...about, result: "official" });
        continue;
      }
      const accountId =
        byEmail?.id ??
        (
          await trx
            .insertInto("officials")
            .values({
              email,
              password_hash: "",
              created_at: nowIso(now),
              role: "member",
              name: member.name,
              member_id: member.id,
              locale,
            })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id;
      if (byEmail)
        await trx.updateTable("officials").set({ member_id: member.id }).where("id", "=", accountId).execute();
      await closeOpenLinks(trx, "sign-in", { officialId: accountId }, now);
      const token = await createLinkToken(
        trx,
        { purpose: "sign-in", email, officialId: accountId, createdBy: actorId, validForMs: memberInvitationMs },
        now,
      );
      const link = linkUrl(linkBase, "sign-in", token, locale);
      const mail = memberInvitationEmail({ clubName, name: member.name, link, validForMs: memberInvitationMs, locale });
      await enqueueMail(
        trx,
        null,
        [{ audience: "officials", recipient: email, subject: mail.subject, body: mail.text, eraseAfterSend: true }],
        now,
      );
      await recordAudit(trx, actorId, "create", "official", String(accountId), `${email} invited to the members' area`);
      done.push({ ...about, result: "sent", link });
    }
    return done;
  });
  if (outcomes.some((outcome) => outcome.result === "sent")) context.mail?.nudge();
  return outcomes;
}

/** A member as the invitation screen lists them: their account, if any, and whether they have used it. */
export interface InvitableMember {
  id: number;
  name: string;
  memberNo: string;
  email: string | null;
  role: string | null;
  lastSignInAt: string | null;
}

export async function invitableMembers(context: Pick<AppLoadContext, "db">): Promise<InvitableMember[]> {
  const rows = await context.db
    .selectFrom("members as m")
    .leftJoin("officials as o", "o.member_id", "m.id")
    .select(["m.id", "m.name", "m.member_no", "o.email", "o.role", "o.last_sign_in_at"])
    .orderBy("m.name")
    .orderBy("m.id")
    .limit(2000)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    memberNo: row.member_no,
    email: row.email,
    role: row.role,
    lastSignInAt: row.last_sign_in_at,
  }));
}
