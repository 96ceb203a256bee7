import type { AppLoadContext } from "react-router";
import type { Db } from "~/db/connect.server";
import type { OfficialRole } from "~/db/schema";
import { nowIso } from "~/db/time";
import type { Locale } from "~/i18n/locale";
import { type PasswordProblem, passwordProblem } from "~/lib/password-rules";
import { invitationEmail } from "~/mail/account-templates";
import { enqueueMail } from "~/mail/outbox.server";
import { recordAudit } from "~/models/audit.server";
import { getClubProfile } from "~/models/club-profile.server";
import { findOfficialByEmail, normaliseEmail, officialsOnly } from "./officials.server";
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
import { createSession, type Official } from "./session.server";

export type InviteResult =
  | { ok: true; email: string; role: OfficialRole; link: string; expiresAt: string }
  | { ok: false; reason: "already-official" };

/**
 * Invites someone to become an official: a link valid 72 hours, e-mailed
 * through the outbox and returned so the page can show it to copy or share.
 * A new invitation for the same address replaces the one still open.
 */
export async function inviteOfficial(
  context: AppLoadContext,
  invitedBy: Official,
  input: { email: string; role: OfficialRole; locale?: Locale },
  linkBase: string,
  now = new Date(),
): Promise<InviteResult> {
  const email = normaliseEmail(input.email);
  const { clubName } = await getClubProfile(context.db);
  const result = await context.db.transaction().execute(async (trx): Promise<InviteResult> => {
    // A member who is not an official yet may be invited: accepting makes their account an official's.
    const existing = await findOfficialByEmail(trx, email);
    if (existing && existing.role !== "member") return { ok: false, reason: "already-official" };
    await closeOpenLinks(trx, "invite", { email }, now);
    const token = await createLinkToken(
      trx,
      { purpose: "invite", email, role: input.role, createdBy: invitedBy.id },
      now,
    );
    // The link opens the invitation in the e-mail's language; accepting it there gives the account that language.
    const link = linkUrl(linkBase, "invite", token, input.locale);
    const mail = invitationEmail({
      locale: input.locale,
      clubName,
      invitedBy: invitedBy.name || invitedBy.email,
      role: input.role,
      link,
      validForMs: linkLifetimeMs.invite,
    });
    await enqueueMail(
      trx,
      null,
      [{ audience: "officials", recipient: email, subject: mail.subject, body: mail.text, eraseAfterSend: true }],
      now,
    );
    await recordAudit(trx, invitedBy.id, "create", "invitation", null, `invited ${email} as ${input.role}`);
    return {
      ok: true,
      email,
      role: input.role,
      link,
      expiresAt: nowIso(new Date(now.getTime() + linkLifetimeMs.invite)),
    };
  });
  if (result.ok) context.mail?.nudge();
  return result;
}

export interface PendingInvitation {
  id: number;
  email: string;
  role: OfficialRole;
  expiresAt: string;
  invitedBy: string | null;
}

/** Invitations sent and not yet accepted, withdrawn or expired. */
export async function pendingInvitations(db: Db, now = new Date()): Promise<PendingInvitation[]> {
  const rows = await db
    .selectFrom("official_tokens as t")
    .leftJoin("officials as o", "o.id", "t.created_by")
    .select(["t.id", "t.email", "t.role", "t.expires_at", "o.email as invited_by"])
    .where("t.purpose", "=", "invite")
    .where("t.used_at", "is", null)
    .where("t.expires_at", ">", nowIso(now))
    .orderBy("t.created_at", "desc")
    .execute();
  return officialsOnly(rows).map((r) => ({
    id: r.id,
    email: r.email,
    role: r.role,
    expiresAt: r.expires_at,
    invitedBy: r.invited_by,
  }));
}

/** Closes an open invitation so its link no longer works; false when it was not open. */
export async function withdrawInvitation(db: Db, actorId: number, id: number, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("official_tokens")
      .set({ used_at: nowIso(now) })
      .where("id", "=", id)
      .where("purpose", "=", "invite")
      .where("used_at", "is", null)
      .returning("email")
      .executeTakeFirst();
    if (!row) return false;
    await recordAudit(trx, actorId, "delete", "invitation", null, `withdrew the invitation of ${row.email}`);
    return true;
  });
}

export type AcceptResult =
  | { ok: true; officialId: number; setCookie: string }
  | { ok: false; reason: LinkProblem | "already-official" }
  | { ok: false; reason: "password"; problem: PasswordProblem };

class AlreadyOfficial extends Error {}

/**
 * The invitee chooses their name and password: the link is used (once, even
 * when two requests race), the official is created with the invited role, and
 * they are signed in.
 */
export async function acceptInvitation(
  context: AppLoadContext,
  token: string,
  input: { name: string; password: string; locale?: Locale },
  now = new Date(),
): Promise<AcceptResult> {
  const lookup = await readLink(context.db, "invite", token, now);
  if (!lookup.ok) return { ok: false, reason: lookup.problem };
  const { link } = lookup;
  const problem = passwordProblem(input.password, link.email);
  if (problem) return { ok: false, reason: "password", problem };
  // Hashed before the transaction, so the write lock is not held for the hash's time.
  const passwordHash = await hashPassword(input.password);
  try {
    const officialId = await context.db.transaction().execute(async (trx) => {
      const member = await findOfficialByEmail(trx, link.email);
      if (member && member.role !== "member") throw new AlreadyOfficial();
      if (!(await useLink(trx, link.id, now))) return null;
      const role = link.role ?? "editor";
      if (member) {
        // Their open sign-in links would let a mailbox alone into an official's account.
        await closeOpenLinks(trx, "sign-in", { officialId: member.id }, now);
        await trx
          .updateTable("officials")
          .set({
            name: input.name,
            role,
            password_hash: passwordHash,
            last_sign_in_at: nowIso(now),
            ...(input.locale ? { locale: input.locale } : {}),
          })
          .where("id", "=", member.id)
          .execute();
        await recordAudit(
          trx,
          member.id,
          "update",
          "official",
          String(member.id),
          `${link.email}, a member, accepted the invitation as ${role}`,
        );
        return member.id;
      }
      const row = await trx
        .insertInto("officials")
        .values({
          email: link.email,
          name: input.name,
          role: link.role ?? "editor",
          password_hash: passwordHash,
          created_at: nowIso(now),
          last_sign_in_at: nowIso(now),
          locale: input.locale ?? "en",
        })
        .onConflict((oc) => oc.column("email").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!row) throw new AlreadyOfficial();
      await recordAudit(
        trx,
        row.id,
        "create",
        "official",
        String(row.id),
        `${link.email} accepted the invitation as ${link.role ?? "editor"}`,
      );
      return row.id;
    });
    if (officialId === null) return { ok: false, reason: "used" };
    return { ok: true, officialId, setCookie: await createSession(context, officialId, now) };
  } catch (error) {
    if (error instanceof AlreadyOfficial) return { ok: false, reason: "already-official" };
    throw error;
  }
}
