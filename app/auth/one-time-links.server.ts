import crypto from "node:crypto";
import type { Db } from "~/db/connect.server";
import type { AccountRole, TokenPurpose } from "~/db/schema";
import { nowIso } from "~/db/time";
import { defaultLocale, type Locale, localizePath } from "~/i18n/locale";
import { hashToken } from "./session.server";

/** How long each kind of link works: an invitation 72 hours, a password reset one hour, a member's sign-in 15 minutes. */
export const linkLifetimeMs: Record<TokenPurpose, number> = {
  invite: 72 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
  "sign-in": 15 * 60 * 1000,
};

const linkPaths: Record<TokenPurpose, string> = {
  invite: "/accept-invite",
  reset: "/reset-password",
  "sign-in": "/my/sign-in/link",
};

/**
 * The address of a link. The token travels in the query, never the path: the
 * request log writes paths, and the method check remembers paths it has seen.
 * `locale`: the language of the page the link opens (docs/decisions/0057).
 */
export function linkUrl(base: string, purpose: TokenPurpose, token: string, locale: Locale = defaultLocale): string {
  const url = new URL(localizePath(linkPaths[purpose], locale), base);
  url.searchParams.set("token", token);
  return url.toString();
}

/** 32 random bytes in base64url: the only form a token can have. */
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

export interface NewLink {
  purpose: TokenPurpose;
  email: string;
  role?: AccountRole | null;
  officialId?: number | null;
  createdBy?: number | null;
  /** Longer than the purpose's own lifetime: a member's invitation is a sign-in link that waits 72 hours. */
  validForMs?: number;
}

/** Stores a new link's hash and returns its token: the only time the token exists in the clear. */
export async function createLinkToken(db: Db, link: NewLink, now = new Date()): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await db
    .insertInto("official_tokens")
    .values({
      token_hash: hashToken(token),
      purpose: link.purpose,
      email: link.email,
      role: link.role ?? null,
      official_id: link.officialId ?? null,
      created_by: link.createdBy ?? null,
      created_at: nowIso(now),
      expires_at: nowIso(new Date(now.getTime() + (link.validForMs ?? linkLifetimeMs[link.purpose]))),
      used_at: null,
    })
    .execute();
  return token;
}

export type LinkProblem = "unknown" | "used" | "expired";

export interface LiveLink {
  id: number;
  email: string;
  role: AccountRole | null;
  officialId: number | null;
  expiresAt: string;
}

export type LinkLookup = { ok: true; link: LiveLink } | { ok: false; problem: LinkProblem };

/** What a link is for, or why it no longer works; reads only. */
export async function readLink(db: Db, purpose: TokenPurpose, token: string, now = new Date()): Promise<LinkLookup> {
  if (!tokenShape.test(token)) return { ok: false, problem: "unknown" };
  const row = await db
    .selectFrom("official_tokens")
    .select(["id", "email", "role", "official_id", "expires_at", "used_at"])
    .where("token_hash", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .executeTakeFirst();
  if (!row) return { ok: false, problem: "unknown" };
  if (row.used_at !== null) return { ok: false, problem: "used" };
  if (row.expires_at <= nowIso(now)) return { ok: false, problem: "expired" };
  return {
    ok: true,
    link: { id: row.id, email: row.email, role: row.role, officialId: row.official_id, expiresAt: row.expires_at },
  };
}

/**
 * Marks a link used, in the caller's transaction. One statement that only
 * changes a live, unused row, so of two requests with the same link exactly
 * one gets `true`.
 */
export async function useLink(db: Db, linkId: number, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable("official_tokens")
    .set({ used_at: nowIso(now) })
    .where("id", "=", linkId)
    .where("used_at", "is", null)
    .where("expires_at", ">", nowIso(now))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends the links of one purpose that are still open: for an address (an invitation) or an official (resets). */
export async function closeOpenLinks(
  db: Db,
  purpose: TokenPurpose,
  whose: { email: string } | { officialId: number },
  now = new Date(),
) {
  let query = db
    .updateTable("official_tokens")
    .set({ used_at: nowIso(now) })
    .where("purpose", "=", purpose)
    .where("used_at", "is", null);
  query = "email" in whose ? query.where("email", "=", whose.email) : query.where("official_id", "=", whose.officialId);
  await query.execute();
}
