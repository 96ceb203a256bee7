import crypto from "node:crypto";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import Database from "better-sqlite3";
import type { OfficialRole } from "../../app/lib/role-labels";
import { hashToken } from "../../app/lib/session-token";
import { expect } from "./fixtures";

/** The admin test server's database (read, and written only to set up a case the clock cannot reach). */
export function adminDb() {
  const db = new Database(path.join(`${process.env.E2E_DATA_DIR}-admin`, "club.db"));
  db.pragma("busy_timeout = 5000");
  return db;
}

/**
 * Bulletin 1 on the admin server, a draft in English and Hindi, so the sweeps
 * of officials' screens (helpers/screens.ts) show its form and preview.
 */
export function ensureDraftBulletin() {
  const db = adminDb();
  try {
    const at = new Date().toISOString();
    db.prepare(
      "insert into bulletins (id, status, with_events, created_at, updated_at) values (1, 'draft', 1, ?, ?) on conflict do nothing",
    ).run(at, at);
    const text = db.prepare(
      "insert into bulletin_texts (bulletin_id, locale, title, body, source_title, source_body) values (1, ?, ?, ?, ?, ?) on conflict do nothing",
    );
    text.run("en", "Weekly bulletin", "Our speaker talks about **clean water**.", null, null);
    // Made from older English: the form flags it as perhaps out of date.
    text.run("hi", "साप्ताहिक बुलेटिन", "हमारे वक्ता **स्वच्छ पानी** पर बोलेंगे।", "Weekly bulletin", "Our speaker talks.");
    // Its first version, with another English title, so its history and version screens have a change to show.
    const first = {
      texts: {
        en: { title: "Weekly bulletin (first draft)", body: "Our speaker talks about **clean water**." },
        ko: { title: "", body: "" },
        hi: { title: "साप्ताहिक बुलेटिन", body: "हमारे वक्ता **स्वच्छ पानी** पर बोलेंगे।" },
      },
      membersOnly: false,
      withEvents: true,
      withCelebrations: false,
      withProjects: false,
      photoIds: [],
    };
    db.prepare(
      "insert into bulletin_versions (bulletin_id, number, data, saved_at, summary) values (1, 1, ?, ?, 'Created') on conflict do nothing",
    ).run(JSON.stringify(first), at);
  } finally {
    db.close();
  }
}

/** A fresh address per run, so repeated and parallel runs never meet. */
export function newAddress(who: string) {
  return `${who}.${crypto.randomBytes(4).toString("hex")}@example.org`;
}

/** The newest link of this kind e-mailed to `email`, read from the outbox. */
export function linkFromOutbox(email: string, kind: "accept-invite" | "reset-password" | "my/sign-in/link"): string {
  const db = adminDb();
  try {
    const row = db
      .prepare("select body from outbox where recipient = ? and message_id is null order by id desc limit 1")
      .get(email) as { body: string } | undefined;
    const link = new RegExp(`https?://\\S+/${kind}\\?token=[\\w-]{43}`).exec(row?.body ?? "")?.[0];
    if (!link) throw new Error(`no ${kind} link e-mailed to ${email}`);
    return link;
  } finally {
    db.close();
  }
}

/** Signs a request context in (it keeps the cookie), the way a browser without JavaScript posts the form. */
export async function signInRequest(request: APIRequestContext, baseURL: string, email: string, password: string) {
  const response = await request.post("/sign-in", {
    form: { email, password },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.status(), `sign-in of ${email}`).toBe(302);
}

/**
 * Makes an official through the site: the signed-in administrator's request
 * context invites them, and the invitee accepts by posting the form.
 */
export async function makeOfficial(
  admin: APIRequestContext,
  anonymous: APIRequestContext,
  baseURL: string,
  official: { email: string; role: OfficialRole; name: string; password: string },
) {
  const invited = await admin.post("/officials", {
    form: { _form: "invite-official", email: official.email, role: official.role },
    headers: { Origin: baseURL },
  });
  expect(invited.status()).toBe(200);
  const link = linkFromOutbox(official.email, "accept-invite");
  const token = new URL(link).searchParams.get("token") ?? "";
  const accepted = await anonymous.post(`/accept-invite?token=${token}`, {
    form: {
      _form: "accept-invite",
      token,
      name: official.name,
      password: official.password,
      passwordAgain: official.password,
    },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(accepted.status(), "the invitation is accepted").toBe(302);
}

/**
 * An account made straight in the admin server's database (what `npm run
 * officials -- add` does), with a session of its own when `signedIn`: the
 * cookie to send, without a sign-in form or an e-mailed link (a link counts
 * against the network address's hourly limit).
 */
export function makeAccount(
  account: {
    email: string;
    name: string;
    role?: OfficialRole | "member";
    locale?: "en" | "ko" | "hi";
    memberId?: number;
  },
  signedIn = false,
) {
  const db = adminDb();
  try {
    const now = new Date();
    const { id } = db
      .prepare(
        "insert into officials (email, password_hash, created_at, role, name, locale, member_id) values (?, '', ?, ?, ?, ?, ?) returning id",
      )
      .get(
        account.email,
        now.toISOString(),
        account.role ?? "member",
        account.name,
        account.locale ?? "en",
        account.memberId ?? null,
      ) as { id: number };
    if (!signedIn) return { id, cookie: "", token: "" };
    const token = crypto.randomBytes(32).toString("base64url");
    db.prepare(
      "insert into sessions (token_hash, official_id, created_at, last_seen_at, expires_at) values (?, ?, ?, ?, ?)",
    ).run(
      hashToken(token),
      id,
      now.toISOString(),
      now.toISOString(),
      new Date(now.getTime() + 86_400_000).toISOString(),
    );
    return { id, cookie: `session=${token}`, token };
  } finally {
    db.close();
  }
}

/** A member's account (see makeAccount). */
export function makeMember(
  member: { email: string; name: string; locale?: "en" | "ko" | "hi"; memberId?: number },
  signedIn = false,
) {
  return makeAccount({ ...member, role: "member" }, signedIn);
}

/** A fresh entry in the admin server's members list (as the members table adds one), without a photo. */
export function makeMemberEntry(name: string) {
  const db = adminDb();
  try {
    const now = new Date().toISOString();
    const memberNo = `E2E-${crypto.randomBytes(4).toString("hex")}`;
    return (
      db
        .prepare("insert into members (member_no, name, created_at, updated_at) values (?, ?, ?, ?) returning id")
        .get(memberNo, name, now, now) as { id: number }
    ).id;
  } finally {
    db.close();
  }
}
