import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeOwnPassword, signOutEverywhere } from "~/auth/account.server";
import { acceptInvitation, inviteOfficial, pendingInvitations, withdrawInvitation } from "~/auth/invitations.server";
import { changeRole, createOfficial, listOfficials, removeOfficial } from "~/auth/officials.server";
import { linkLifetimeMs, readLink } from "~/auth/one-time-links.server";
import { requestPasswordReset, resetPassword } from "~/auth/password-reset.server";
import { getOfficial, hashToken, type Official, requireOfficial, sessionTokenHash } from "~/auth/session.server";
import { signIn } from "~/auth/sign-in.server";
import { accountFailureLimit, resetRequestAccountLimit, resetRequestAddressLimit } from "~/auth/throttle";
import type { Database } from "~/db/connect.server";
import type { OfficialRole } from "~/db/schema";
import { claimDueMail, erasedBody, markSent } from "~/mail/outbox.server";
import { accountsDatabase } from "../helpers/accounts-database";
import { testEngines } from "../helpers/engines";

const publicUrl = "https://club.example.org";
let counter = 0;
/** A fresh address for each test, so tests do not share throttles or officials. */
const address = (who: string) => `${who}.${++counter}@example.org`;
const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";

describe.each(testEngines)("officials' accounts on $name", ({ setup }) => {
  let database: Database;
  let context: AppLoadContext;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ database, context, close } = await accountsDatabase(setup, publicUrl));
  });

  afterAll(async () => {
    await close();
  });

  /** A context whose requests come from their own network address (throttles are per address). */
  const from = (ip: string): AppLoadContext => ({ ...context, clientIp: ip });

  async function official(role: OfficialRole, password = "a long enough passphrase"): Promise<Official> {
    const email = address(role);
    const row = await createOfficial(database.db, email, password, { role, name: `Rtn. ${role}` });
    return { id: row.id, email, name: `Rtn. ${role}`, role, locale: "en" };
  }

  function request(setCookie: string, path = "/officials") {
    return new Request(`http://club.test${path}`, { headers: { Cookie: setCookie.split(";")[0] ?? "" } });
  }

  async function sessionsOf(officialId: number) {
    return database.db.selectFrom("sessions").select("token_hash").where("official_id", "=", officialId).execute();
  }

  async function signedIn(email: string, password: string) {
    const result = await signIn(from(`198.51.100.${++counter % 250}`), { email, password });
    if (!result.ok) throw new Error(`sign-in failed: ${result.reason}`);
    return result.setCookie;
  }

  describe("roles", () => {
    it("every official who existed before the roles became an administrator", async () => {
      const legacy = await database.db
        .insertInto("officials")
        .values({ email: address("legacy"), password_hash: "x", created_at: new Date().toISOString() })
        .returning("role")
        .executeTakeFirstOrThrow();
      expect(legacy.role).toBe("administrator");
    });

    it("requireOfficial takes the role from the screens' registry: an editor gets 403 on an administrator's screen, in any case, and passes elsewhere", async () => {
      const admin = await official("administrator");
      const editor = await official("editor", "editor passphrase here");
      const adminCookie = await signedIn(admin.email, "a long enough passphrase");
      const editorCookie = await signedIn(editor.email, "editor passphrase here");
      for (const path of ["/officials", "/Club-Profile", "/activity/", "/backup.tar.gz", "/handover?year=2026-2027"]) {
        expect(await requireOfficial(request(adminCookie, path), context)).toMatchObject({ role: "administrator" });
        const refused = await requireOfficial(request(editorCookie, path), context).catch((e: unknown) => e);
        expect(refused, path).toMatchObject({ init: { status: 403 } });
      }
      for (const path of ["/dashboard", "/inbox/3", "/project-form", "/inbox.csv", "/media-upload"]) {
        expect(await requireOfficial(request(editorCookie, path), context)).toMatchObject({ role: "editor" });
      }
    });

    it("a role change applies to the next request of a session already open", async () => {
      const admin = await official("administrator");
      const other = await official("administrator", "another long passphrase");
      const cookie = await signedIn(other.email, "another long passphrase");
      expect(await changeRole(context, admin.id, other.id, "editor")).toMatchObject({ ok: true });
      expect(await getOfficial(request(cookie), context)).toMatchObject({ role: "editor" });
    });

    it("a role change based on a role someone else changed meanwhile is refused, naming theirs", async () => {
      const admin = await official("administrator");
      const other = await official("editor", "another long passphrase");
      expect(await changeRole(context, admin.id, other.id, "administrator", "editor")).toMatchObject({ ok: true });
      // A dialog still open on "editor" saves "editor": refused, not a silent demotion.
      expect(await changeRole(context, admin.id, other.id, "editor", "editor")).toEqual({
        ok: false,
        reason: "changed",
        role: "administrator",
      });
      expect((await listOfficials(database.db)).find((o) => o.id === other.id)?.role).toBe("administrator");
      expect(await changeRole(context, admin.id, other.id, "editor", "administrator")).toMatchObject({ ok: true });
    });

    it("a successful sign-in is shown as the official's last sign-in", async () => {
      const admin = await official("administrator");
      await signedIn(admin.email, "a long enough passphrase");
      const listed = (await listOfficials(database.db)).find((o) => o.id === admin.id);
      expect(listed?.lastSignInAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    });
  });

  describe("the last administrator", () => {
    /** A database of its own officials: the rule counts every administrator in the table. */
    async function onlyAdministrator() {
      await database.db.deleteFrom("officials").execute();
      return official("administrator");
    }

    it("the last administrator cannot be removed, not even by themselves, nor made an editor", async () => {
      const admin = await onlyAdministrator();
      const editor = await official("editor");
      expect(await removeOfficial(context, admin.id, admin.id)).toEqual({ ok: false, reason: "last-administrator" });
      expect(await changeRole(context, admin.id, admin.id, "editor")).toEqual({
        ok: false,
        reason: "last-administrator",
      });
      expect((await listOfficials(database.db)).map((o) => o.role).sort()).toEqual(["administrator", "editor"]);
      // An editor can be removed; with a second administrator, the first can go.
      expect(await removeOfficial(context, admin.id, editor.id)).toMatchObject({ ok: true });
      const second = await official("administrator");
      expect(await removeOfficial(context, admin.id, admin.id)).toMatchObject({ ok: true });
      expect(await listOfficials(database.db)).toEqual([expect.objectContaining({ id: second.id })]);
    });

    it("two administrators removing each other at the same moment leave one of them", async () => {
      const a = await onlyAdministrator();
      const b = await official("administrator");
      const results = await Promise.all([removeOfficial(context, a.id, b.id), removeOfficial(context, b.id, a.id)]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(await listOfficials(database.db)).toHaveLength(1);
    });

    it("a removed official's sessions end at once, and the activity log still names who acted", async () => {
      const admin = await onlyAdministrator();
      const editor = await official("editor", "editor passphrase here");
      const cookie = await signedIn(editor.email, "editor passphrase here");
      expect(await getOfficial(request(cookie), context)).not.toBeNull();
      await removeOfficial(context, admin.id, editor.id);
      expect(await getOfficial(request(cookie), context)).toBeNull();
      expect(await sessionsOf(editor.id)).toEqual([]);
      await removeOfficial(context, admin.id, (await official("administrator")).id);
      const entry = await database.db
        .selectFrom("audit_log")
        .select(["actor", "summary"])
        .where("summary", "=", `removed ${editor.email} (editor)`)
        .executeTakeFirstOrThrow();
      expect(entry.actor).toBe(admin.email);
    });
  });

  describe("invitations", () => {
    it("an invitation is a 72-hour link whose token is stored only as its SHA-256, e-mailed through the outbox", async () => {
      const admin = await official("administrator");
      const email = address("invitee");
      const now = new Date("2026-05-01T10:00:00Z");
      const invited = await inviteOfficial(context, admin, { email, role: "editor" }, publicUrl, now);
      if (!invited.ok) throw new Error(invited.reason);
      expect(invited.link).toMatch(/^https:\/\/club\.example\.org\/accept-invite\?token=[\w-]{43}$/);
      const token = tokenOf(invited.link);
      const row = await database.db
        .selectFrom("official_tokens")
        .selectAll()
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ token_hash: hashToken(token), purpose: "invite", role: "editor", used_at: null });
      expect(Date.parse(row.expires_at) - now.getTime()).toBe(linkLifetimeMs.invite);
      expect(JSON.stringify(row)).not.toContain(token);
      const mail = await database.db
        .selectFrom("outbox")
        .select(["recipient", "subject", "body", "message_id", "erase_after_send"])
        .where("recipient", "=", email)
        .executeTakeFirstOrThrow();
      expect(mail).toMatchObject({ message_id: null, erase_after_send: 1 });
      expect(mail.body).toContain(invited.link);
      expect(
        await readLink(database.db, "invite", token, new Date(now.getTime() + linkLifetimeMs.invite - 1000)),
      ).toMatchObject({ ok: true });
      expect(await readLink(database.db, "invite", token, new Date(now.getTime() + linkLifetimeMs.invite))).toEqual({
        ok: false,
        problem: "expired",
      });
    });

    it("accepting creates the official with the invited role, signs them in, and the link works once", async () => {
      const admin = await official("administrator");
      const email = address("invitee");
      const invited = await inviteOfficial(context, admin, { email, role: "editor" }, publicUrl);
      if (!invited.ok) throw new Error(invited.reason);
      const token = tokenOf(invited.link);
      const accepted = await acceptInvitation(context, token, { name: "Asha Verma", password: "monsoon teapot ridge" });
      if (!accepted.ok) throw new Error(accepted.reason);
      expect(await getOfficial(request(accepted.setCookie), context)).toMatchObject({
        email,
        name: "Asha Verma",
        role: "editor",
      });
      expect(await acceptInvitation(context, token, { name: "Again", password: "another good passphrase" })).toEqual({
        ok: false,
        reason: "used",
      });
    });

    it("an invitation in Hindi is e-mailed in Hindi, opens the Hindi page, and the new official's screens and e-mails are in Hindi", async () => {
      const admin = await official("administrator");
      const email = address("hindi-invitee");
      const invited = await inviteOfficial(context, admin, { email, role: "treasurer", locale: "hi" }, publicUrl);
      if (!invited.ok) throw new Error(invited.reason);
      expect(new URL(invited.link).pathname).toBe("/hindi/accept-invite");
      const mail = await database.db
        .selectFrom("outbox")
        .select(["subject", "body"])
        .where("recipient", "=", email)
        .executeTakeFirstOrThrow();
      expect(mail.subject).toContain("आमंत्रण");
      expect(mail.body).toContain("कोषाध्यक्ष");
      expect(mail.body).not.toMatch(/\b(invited|Hello|treasurer)\b/);
      const accepted = await acceptInvitation(context, tokenOf(invited.link), {
        name: "सीमा",
        password: "monsoon teapot ridge",
        locale: "hi",
      });
      if (!accepted.ok) throw new Error(accepted.reason);
      expect(await requireOfficial(request(accepted.setCookie, "/gifts"), context)).toMatchObject({
        email,
        role: "treasurer",
        locale: "hi",
      });
    });

    it("two acceptances of one link at the same moment create one official", async () => {
      const admin = await official("administrator");
      const email = address("invitee");
      const invited = await inviteOfficial(context, admin, { email, role: "administrator" }, publicUrl);
      if (!invited.ok) throw new Error(invited.reason);
      const token = tokenOf(invited.link);
      const results = await Promise.all(
        [1, 2, 3].map((n) => acceptInvitation(context, token, { name: `Try ${n}`, password: "monsoon teapot ridge" })),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      const rows = await database.db.selectFrom("officials").select("id").where("email", "=", email).execute();
      expect(rows).toHaveLength(1);
    });

    it("an expired or unknown link is refused, and a weak password is refused without using the link", async () => {
      const admin = await official("administrator");
      const email = address("invitee");
      const sent = new Date(Date.now() - linkLifetimeMs.invite - 60_000);
      const old = await inviteOfficial(context, admin, { email, role: "editor" }, publicUrl, sent);
      if (!old.ok) throw new Error(old.reason);
      expect(
        await acceptInvitation(context, tokenOf(old.link), { name: "A", password: "monsoon teapot ridge" }),
      ).toEqual({ ok: false, reason: "expired" });
      expect(await acceptInvitation(context, "A".repeat(43), { name: "A", password: "monsoon teapot ridge" })).toEqual({
        ok: false,
        reason: "unknown",
      });
      const fresh = await inviteOfficial(context, admin, { email, role: "editor" }, publicUrl);
      if (!fresh.ok) throw new Error(fresh.reason);
      expect(
        await acceptInvitation(context, tokenOf(fresh.link), { name: "A", password: email.split("@")[0] ?? "" }),
      ).toEqual({ ok: false, reason: "password", problem: "email" });
      expect(
        await acceptInvitation(context, tokenOf(fresh.link), { name: "A", password: "monsoon teapot ridge" }),
      ).toMatchObject({ ok: true });
    });

    it("a new invitation replaces the open one; an invitation can be withdrawn; an official cannot be invited", async () => {
      const admin = await official("administrator");
      const email = address("invitee");
      const first = await inviteOfficial(context, admin, { email, role: "editor" }, publicUrl);
      const second = await inviteOfficial(context, admin, { email, role: "administrator" }, publicUrl);
      if (!first.ok || !second.ok) throw new Error("invitation failed");
      expect(await readLink(database.db, "invite", tokenOf(first.link))).toEqual({ ok: false, problem: "used" });
      const pending = (await pendingInvitations(database.db)).filter((p) => p.email === email);
      expect(pending).toEqual([expect.objectContaining({ role: "administrator", invitedBy: admin.email })]);
      expect(await withdrawInvitation(database.db, admin.id, pending[0]?.id ?? 0)).toBe(true);
      expect(await readLink(database.db, "invite", tokenOf(second.link))).toEqual({ ok: false, problem: "used" });
      expect(
        await inviteOfficial(context, admin, { email: admin.email.toUpperCase(), role: "editor" }, publicUrl),
      ).toEqual({ ok: false, reason: "already-official" });
    });
  });

  describe("password resets", () => {
    it("a reset link lasts one hour, works once, sets the password and ends every session", async () => {
      const editor = await official("editor", "old editor passphrase");
      const cookie = await signedIn(editor.email, "old editor passphrase");
      const now = new Date();
      expect(await requestPasswordReset(from("203.0.113.1"), { email: editor.email.toUpperCase() }, now, 0)).toBe(
        "accepted",
      );
      const mail = await database.db
        .selectFrom("outbox")
        .select("body")
        .where("recipient", "=", editor.email)
        .executeTakeFirstOrThrow();
      const link = /https:\/\/\S+/.exec(mail.body)?.[0] ?? "";
      expect(link).toMatch(/^https:\/\/club\.example\.org\/reset-password\?token=[\w-]{43}$/);
      const token = tokenOf(link);
      const row = await database.db
        .selectFrom("official_tokens")
        .select(["token_hash", "expires_at"])
        .where("official_id", "=", editor.id)
        .executeTakeFirstOrThrow();
      expect(row.token_hash).toBe(hashToken(token));
      expect(Date.parse(row.expires_at) - now.getTime()).toBe(linkLifetimeMs.reset);

      expect(await resetPassword(context, token, "new editor passphrase")).toEqual({ ok: true, email: editor.email });
      expect(await getOfficial(request(cookie), context)).toBeNull();
      expect(await signIn(from("203.0.113.2"), { email: editor.email, password: "old editor passphrase" })).toEqual({
        ok: false,
        reason: "wrong-credentials",
      });
      expect((await signIn(from("203.0.113.2"), { email: editor.email, password: "new editor passphrase" })).ok).toBe(
        true,
      );
      expect(await resetPassword(context, token, "third editor passphrase")).toEqual({ ok: false, reason: "used" });
    });

    it("a reset link is refused after its hour", async () => {
      const editor = await official("editor");
      const asked = new Date(Date.now() - linkLifetimeMs.reset - 1000);
      await requestPasswordReset(from("203.0.113.3"), { email: editor.email }, asked, 0);
      const body = (
        await database.db
          .selectFrom("outbox")
          .select("body")
          .where("recipient", "=", editor.email)
          .executeTakeFirstOrThrow()
      ).body;
      const token = tokenOf(/https:\/\/\S+/.exec(body)?.[0] ?? "");
      expect(await resetPassword(context, token, "new editor passphrase")).toEqual({ ok: false, reason: "expired" });
    });

    it("an unknown address gets the same result and nothing is e-mailed or stored but the request", async () => {
      const email = address("stranger");
      const before = await database.db.selectFrom("outbox").select("id").execute();
      expect(await requestPasswordReset(from("203.0.113.4"), { email }, new Date(), 0)).toBe("accepted");
      expect(await database.db.selectFrom("outbox").select("id").execute()).toEqual(before);
      expect(await database.db.selectFrom("official_tokens").select("id").where("email", "=", email).execute()).toEqual(
        [],
      );
      expect(await database.db.selectFrom("reset_requests").select("ip").where("email", "=", email).execute()).toEqual([
        { ip: "203.0.113.4" },
      ]);
    });

    it("reset requests are throttled per address and per network address, known or unknown alike", async () => {
      const editor = await official("editor");
      const stranger = address("stranger");
      const now = new Date();
      for (const email of [editor.email, stranger]) {
        const results = [];
        for (let i = 0; i <= resetRequestAccountLimit; i++)
          results.push(await requestPasswordReset(from(`203.0.113.${50 + i}`), { email }, now, 0));
        expect(results).toEqual([...Array(resetRequestAccountLimit).fill("accepted"), "throttled"]);
      }
      const probe = from("203.0.113.99");
      const results = [];
      for (let i = 0; i <= resetRequestAddressLimit; i++)
        results.push(await requestPasswordReset(probe, { email: address("probe") }, now, 0));
      expect(results).toEqual([...Array(resetRequestAddressLimit).fill("accepted"), "throttled"]);
      // An hour later the address may ask again.
      expect(
        await requestPasswordReset(probe, { email: address("probe") }, new Date(now.getTime() + 3_600_001), 0),
      ).toBe("accepted");
    });

    it("a burst of concurrent requests for one address is held to the limit", async () => {
      const editor = await official("editor");
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          requestPasswordReset(from(`198.18.0.${i}`), { email: editor.email }, new Date(), 0),
        ),
      );
      expect(results.filter((r) => r === "accepted")).toHaveLength(resetRequestAccountLimit);
    });

    it("a new link replaces the one before, and the e-mail's link is erased from the outbox once sent", async () => {
      const editor = await official("editor");
      await requestPasswordReset(from("203.0.113.5"), { email: editor.email }, new Date(), 0);
      await requestPasswordReset(from("203.0.113.5"), { email: editor.email }, new Date(), 0);
      const links = await database.db
        .selectFrom("official_tokens")
        .select("used_at")
        .where("official_id", "=", editor.id)
        .orderBy("id")
        .execute();
      expect(links.map((l) => l.used_at === null)).toEqual([false, true]);
      const claimed = await claimDueMail(database.db, database.engine, {
        now: new Date(),
        leaseMs: 60_000,
        limit: 100,
        owner: "test",
      });
      const mine = claimed.filter((m) => m.recipient === editor.email);
      expect(mine).toHaveLength(2);
      for (const mail of claimed) await markSent(database.db, mail, mail.recipient);
      const bodies = await database.db
        .selectFrom("outbox")
        .select("body")
        .where("recipient", "=", editor.email)
        .execute();
      expect(bodies.map((b) => b.body)).toEqual([erasedBody, erasedBody]);
    });

    it("an answer for a known address takes as long as one for an unknown address (the floor)", async () => {
      const editor = await official("editor");
      const time = async (email: string, ip: string) => {
        const started = performance.now();
        await requestPasswordReset(from(ip), { email }, new Date(), 200);
        return performance.now() - started;
      };
      const known = await time(editor.email, "192.0.2.200");
      const unknown = await time(address("stranger"), "192.0.2.201");
      expect(known).toBeGreaterThanOrEqual(199);
      expect(unknown).toBeGreaterThanOrEqual(199);
    });
  });

  describe("an official's own account", () => {
    it("changing one's password needs the current one, keeps this session and ends the others", async () => {
      const editor = await official("editor", "first editor passphrase");
      const here = await signedIn(editor.email, "first editor passphrase");
      const elsewhere = await signedIn(editor.email, "first editor passphrase");
      const keep = sessionTokenHash(request(here), context);
      expect(
        await changeOwnPassword(
          from("192.0.2.50"),
          editor,
          { currentPassword: "wrong", newPassword: "second editor passphrase" },
          keep,
        ),
      ).toEqual({ ok: false, reason: "wrong-password" });
      expect(
        await changeOwnPassword(
          from("192.0.2.50"),
          editor,
          { currentPassword: "first editor passphrase", newPassword: "12345678" },
          keep,
        ),
      ).toEqual({ ok: false, reason: "password", problem: "sequential" });
      expect(
        await changeOwnPassword(
          from("192.0.2.50"),
          editor,
          { currentPassword: "first editor passphrase", newPassword: "second editor passphrase" },
          keep,
        ),
      ).toEqual({ ok: true });
      expect(await getOfficial(request(here), context)).not.toBeNull();
      expect(await getOfficial(request(elsewhere), context)).toBeNull();
      expect((await signIn(from("192.0.2.51"), { email: editor.email, password: "second editor passphrase" })).ok).toBe(
        true,
      );
    });

    it("guessing the current password on the account page is throttled like sign-in", async () => {
      const editor = await official("editor", "first editor passphrase");
      for (let i = 0; i < accountFailureLimit; i++)
        await changeOwnPassword(
          from(`192.0.2.${60 + i}`),
          editor,
          { currentPassword: `guess ${i}`, newPassword: "x" },
          null,
        );
      expect(
        await changeOwnPassword(
          from("192.0.2.70"),
          editor,
          { currentPassword: "first editor passphrase", newPassword: "second editor passphrase" },
          null,
        ),
      ).toEqual({ ok: false, reason: "throttled" });
    });

    it("signing out everywhere ends every session of the official and no one else's", async () => {
      const editor = await official("editor", "first editor passphrase");
      const admin = await official("administrator");
      const a = await signedIn(editor.email, "first editor passphrase");
      await signedIn(editor.email, "first editor passphrase");
      const other = await signedIn(admin.email, "a long enough passphrase");
      expect(await signOutEverywhere(context, editor)).toBe(2);
      expect(await getOfficial(request(a), context)).toBeNull();
      expect(await getOfficial(request(other), context)).not.toBeNull();
    });
  });

  it("no token or password reaches the activity log", async () => {
    const entries = await database.db.selectFrom("audit_log").select(["summary"]).execute();
    expect(entries.length).toBeGreaterThan(10);
    for (const { summary } of entries) {
      expect(summary).not.toMatch(/[\w-]{43}/);
      expect(summary).not.toMatch(/passphrase|teapot/);
    }
    const kinds = new Set(entries.map((e) => e.summary?.replace(/\S+@example\.org/g, "E")));
    for (const expected of [
      "invited E as editor",
      "E accepted the invitation as editor",
      "a password reset link was asked for",
      "new password set with a reset link; every session ended",
      "changed their password; their other sessions ended",
      "signed out of all their sessions (2 ended)",
      "removed E (editor)",
      "E is now editor",
      "withdrew the invitation of E",
    ])
      expect(kinds, expected).toContain(expected);
  });
});
