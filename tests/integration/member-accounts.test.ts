import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminScreens } from "~/admin-screens";
import { signOutEverywhere } from "~/auth/account.server";
import { acceptInvitation, inviteOfficial, pendingInvitations } from "~/auth/invitations.server";
import { readSignInLink, requestMemberSignIn, signInWithLink } from "~/auth/member-sign-in.server";
import {
  addMemberFromCommandLine,
  changeRole,
  createOfficial,
  listOfficials,
  removeOfficial,
} from "~/auth/officials.server";
import { linkLifetimeMs } from "~/auth/one-time-links.server";
import { getAccount, getOfficial, requireAccount, requireOfficial } from "~/auth/session.server";
import { signIn } from "~/auth/sign-in.server";
import type { Database } from "~/db/connect.server";
import { addTerm, listTerms } from "~/models/officer-terms.server";
import { accountsDatabase } from "../helpers/accounts-database";
import { testEngines } from "../helpers/engines";
import { screenAddress } from "../helpers/screens";

const publicUrl = "https://club.example.org";
let counter = 0;
const address = (who: string) => `${who}.${++counter}@example.org`;
const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";

/** What a thrown redirect or data() response says: its status and where it sends. */
async function thrown(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("Location") };
    const data = error as { type?: string; init?: { status?: number } };
    if (data?.type === "DataWithResponseInit") return { status: data.init?.status ?? 200, location: null };
    throw error;
  }
  return null;
}

/**
 * Members sign in (issue 24): an account whose role is "member", signed in by
 * a 15-minute, single-use link e-mailed on request, refused every officials'
 * screen, and never counted or shown as an official.
 */
describe.each(testEngines)("members' accounts on $name", ({ setup }) => {
  let database: Database;
  let context: AppLoadContext;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ database, context, close } = await accountsDatabase(setup, publicUrl));
  });

  afterAll(async () => {
    await close();
  });

  const from = (ip: string): AppLoadContext => ({ ...context, clientIp: ip });
  const request = (setCookie: string, path: string) =>
    new Request(`http://club.test${path}`, { headers: { Cookie: setCookie.split(";")[0] ?? "" } });

  async function member(locale: "en" | "ko" | "hi" = "en") {
    const email = address("member");
    const row = await addMemberFromCommandLine(database.db, email, { name: "Rtn. Member", locale });
    return { id: row.id, email };
  }

  async function mailTo(email: string) {
    return database.db.selectFrom("outbox").select(["subject", "body"]).where("recipient", "=", email).execute();
  }

  /** Asks for a link as the member would, and signs in with it. */
  async function signedInMember(locale: "en" | "ko" | "hi" = "en") {
    const who = await member(locale);
    await requestMemberSignIn(from(`198.51.100.${++counter % 250}`), { email: who.email, locale }, new Date(), 0);
    const [mail] = await mailTo(who.email);
    const link = /https:\/\/\S+/.exec(mail?.body ?? "")?.[0] ?? "";
    const result = await signInWithLink(context, tokenOf(link));
    if (!result.ok) throw new Error(`sign-in failed: ${result.problem}`);
    return { ...who, cookie: result.setCookie };
  }

  it("a member's sign-in link is e-mailed in the page's language, lasts 15 minutes and opens the link page", async () => {
    const who = await member();
    const now = new Date();
    expect(await requestMemberSignIn(from("203.0.113.10"), { email: who.email, locale: "hi" }, now, 0)).toBe(
      "accepted",
    );
    const [mail, ...more] = await mailTo(who.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toContain("साइन इन");
    const link = /https:\/\/\S+/.exec(mail?.body ?? "")?.[0] ?? "";
    expect(link).toMatch(/^https:\/\/club\.example\.org\/hindi\/my\/sign-in\/link\?token=[\w-]{43}$/);
    const row = await database.db
      .selectFrom("official_tokens")
      .select(["purpose", "expires_at"])
      .where("official_id", "=", who.id)
      .executeTakeFirstOrThrow();
    expect(row.purpose).toBe("sign-in");
    expect(Date.parse(row.expires_at) - now.getTime()).toBe(15 * 60 * 1000);
    expect(linkLifetimeMs["sign-in"]).toBe(15 * 60 * 1000);
  });

  it("an official's address and an unknown one get the same answer and no link: officials sign in with their password", async () => {
    const editor = address("editor");
    await createOfficial(database.db, editor, "editor member-test passphrase", { role: "editor" });
    const nobody = address("nobody");
    expect(await requestMemberSignIn(from("203.0.113.11"), { email: editor }, new Date(), 0)).toBe("accepted");
    expect(await requestMemberSignIn(from("203.0.113.12"), { email: nobody }, new Date(), 0)).toBe("accepted");
    expect(await mailTo(editor)).toEqual([]);
    expect(await mailTo(nobody)).toEqual([]);
  });

  it("opening a sign-in link signs nobody in; its button does, once, and the session is the member's", async () => {
    const who = await member("ko");
    await requestMemberSignIn(from("203.0.113.13"), { email: who.email }, new Date(), 0);
    const token = tokenOf(/https:\/\/\S+/.exec((await mailTo(who.email))[0]?.body ?? "")?.[0] ?? "");
    expect(await readSignInLink(context, token)).toEqual({ ok: true, email: who.email });
    expect(await readSignInLink(context, token)).toEqual({ ok: true, email: who.email });
    const [first, second] = await Promise.all([signInWithLink(context, token), signInWithLink(context, token)]);
    expect([first?.ok, second?.ok].sort()).toEqual([false, true]);
    const cookie = first?.ok ? first.setCookie : second?.ok ? second.setCookie : "";
    expect(await readSignInLink(context, token)).toEqual({ ok: false, problem: "used" });
    const account = await getAccount(request(cookie, "/korean/my"), context);
    expect(account).toMatchObject({ id: who.id, email: who.email, role: "member", locale: "ko" });
  });

  it("a sign-in link is refused after 15 minutes, and a new link replaces the one before", async () => {
    const who = await member();
    const then = new Date(Date.now() - 16 * 60 * 1000);
    await requestMemberSignIn(from("203.0.113.14"), { email: who.email }, then, 0);
    const old = tokenOf(/https:\/\/\S+/.exec((await mailTo(who.email))[0]?.body ?? "")?.[0] ?? "");
    expect(await signInWithLink(context, old)).toEqual({ ok: false, problem: "expired" });
    await requestMemberSignIn(from("203.0.113.14"), { email: who.email }, new Date(Date.now() - 60_000), 0);
    await requestMemberSignIn(from("203.0.113.14"), { email: who.email }, new Date(), 0);
    const mails = await mailTo(who.email);
    const [earlier, latest] = mails.slice(1).map((mail) => tokenOf(/https:\/\/\S+/.exec(mail.body)?.[0] ?? ""));
    expect(await signInWithLink(context, earlier ?? "")).toEqual({ ok: false, problem: "used" });
    expect((await signInWithLink(context, latest ?? "")).ok).toBe(true);
    expect(await signInWithLink(context, "not-a-token")).toEqual({ ok: false, problem: "unknown" });
  });

  it("a member is refused every officials' screen with 403 (requireOfficial), and getOfficial does not see them", async () => {
    const who = await signedInMember();
    for (const [path] of adminScreens) {
      const at = screenAddress(path);
      expect(await thrown(() => requireOfficial(request(who.cookie, at), context)), at).toEqual({
        status: 403,
        location: null,
      });
    }
    expect(await getOfficial(request(who.cookie, "/"), context)).toBeNull();
    expect((await requireAccount(request(who.cookie, "/my"), context)).id).toBe(who.id);
  });

  it("the members' area sends anyone not signed in to the members' sign-in in the page's language", async () => {
    expect(await thrown(() => requireAccount(new Request("http://club.test/hindi/my"), context))).toEqual({
      status: 302,
      location: "/hindi/my/sign-in?next=%2Fhindi%2Fmy",
    });
    expect(await thrown(() => requireAccount(new Request("http://club.test/my"), context))).toEqual({
      status: 302,
      location: "/my/sign-in?next=%2Fmy",
    });
  });

  it("a member without a password cannot sign in with one, whatever is typed", async () => {
    const who = await member();
    for (const password of ["", "a long enough passphrase"])
      expect(await signIn(from("203.0.113.15"), { email: who.email, password })).toEqual({
        ok: false,
        reason: "wrong-credentials",
      });
  });

  it("members are not officials: not listed, no role to change, no officer term's access by e-mail", async () => {
    const who = await member();
    expect((await listOfficials(database.db)).map((row) => row.email)).not.toContain(who.email);
    expect(await changeRole(context, null, who.id, "administrator")).toEqual({ ok: false, reason: "not-found" });
    const term = await addTerm(database.db, null, {
      rotaryYear: "2031-2032",
      role: "president",
      roleLabel: "",
      name: "Member President",
      phone: "",
      email: who.email,
    });
    expect(term).toBeTruthy();
    const [listed] = await listTerms(database.db, ["2031-2032"]);
    expect(listed?.official).toBeNull();
  });

  it("a member may be invited to be an official: accepting makes the same account an official's", async () => {
    const who = await signedInMember();
    await requestMemberSignIn(from("203.0.113.20"), { email: who.email }, new Date(), 0);
    const waiting = tokenOf(/https:\/\/\S+/.exec((await mailTo(who.email)).at(-1)?.body ?? "")?.[0] ?? "");
    const admin = await createOfficial(database.db, address("admin"), "admin member-test passphrase", {
      role: "administrator",
    });
    const invited = await inviteOfficial(
      context,
      { id: admin.id, email: admin.email, name: "", role: "administrator", locale: "en" },
      { email: who.email, role: "editor" },
      publicUrl,
    );
    expect(invited.ok).toBe(true);
    expect((await pendingInvitations(database.db)).map((row) => row.email)).toContain(who.email);
    const link = invited.ok ? invited.link : "";
    const accepted = await acceptInvitation(context, tokenOf(link), {
      name: "Rtn. Now Editor",
      password: "now an editor passphrase",
    });
    expect(accepted).toMatchObject({ ok: true, officialId: who.id });
    expect(await getOfficial(request(who.cookie, "/dashboard"), context)).toMatchObject({
      id: who.id,
      role: "editor",
      name: "Rtn. Now Editor",
    });
    // The sign-in link they had asked for as a member no longer signs anyone in.
    expect((await signInWithLink(context, waiting)).ok).toBe(false);
  });

  it("sign out everywhere ends every session of a member; removing the account from the command line ends them too", async () => {
    const who = await signedInMember();
    expect(await signOutEverywhere(context, { id: who.id })).toBe(1);
    expect(await getAccount(request(who.cookie, "/my"), context)).toBeNull();
    const again = await signedInMember();
    expect(await removeOfficial(context, null, again.id)).toEqual({ ok: true, email: again.email });
    expect(await getAccount(request(again.cookie, "/my"), context)).toBeNull();
  });
});
