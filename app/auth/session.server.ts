import crypto from "node:crypto";
import { type AppLoadContext, data, redirect } from "react-router";
import { isAdminScreen, roleNeededFor } from "~/admin-screens";
import { keepRefusedPost } from "~/auth/kept-submissions.server";
import { now as contextNow } from "~/context";
import type { Db } from "~/db/connect.server";
import type { AccountRole, OfficialRole } from "~/db/schema";
import { nowIso } from "~/db/time";
import { defaultLocale, type Locale, localeFromPath, localizePath } from "~/i18n/locale";
import { readCookie } from "~/lib/cookies";
import { keptParam } from "~/lib/kept-form";
import { keptPer } from "~/lib/kept-per";
import { isOfficialRole, roleAllows } from "~/lib/role-labels";
import { hashToken, sessionAbsoluteMs, sessionIdleMs } from "~/lib/session-token";

export interface Official {
  id: number;
  email: string;
  name: string;
  role: OfficialRole;
  /** The language of their screens and e-mails (officials.locale), which they choose on their account screen. */
  locale: Locale;
}

/** last_seen_at is refreshed at most this often, so reads do not all become writes. */
const touchEveryMs = 60 * 1000;

/** `__Host-` binds the cookie to this exact origin, but browsers accept it only over HTTPS. */
function isHttps(context: Pick<AppLoadContext, "config">) {
  return context.config.PUBLIC_URL?.startsWith("https:") ?? false;
}

export function sessionCookieName(context: Pick<AppLoadContext, "config">) {
  return isHttps(context) ? "__Host-session" : "session";
}

function cookie(context: Pick<AppLoadContext, "config">, value: string, maxAgeSeconds: number) {
  const secure = isHttps(context) ? "; Secure" : "";
  return `${sessionCookieName(context)}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

/** Starts a new session (a new random token at every sign-in) and returns its Set-Cookie header. */
export async function createSession(context: AppLoadContext, officialId: number, now = contextNow(context)) {
  const token = crypto.randomBytes(32).toString("base64url");
  await context.db
    .insertInto("sessions")
    .values({
      token_hash: hashToken(token),
      official_id: officialId,
      created_at: nowIso(now),
      last_seen_at: nowIso(now),
      expires_at: nowIso(new Date(now.getTime() + sessionAbsoluteMs)),
    })
    .execute();
  return cookie(context, token, Math.floor(sessionAbsoluteMs / 1000));
}

/** Deletes the request's session on the server and returns the Set-Cookie header that clears it. */
export async function destroySession(request: Request, context: AppLoadContext) {
  const token = readCookie(request, sessionCookieName(context));
  if (token) await context.db.deleteFrom("sessions").where("token_hash", "=", hashToken(token)).execute();
  accountsOfPageRequests.delete(context);
  return cookie(context, "", 0);
}

/** Our tokens are 43 characters; anything much shorter was never one. */
const minTokenLength = 32;

/**
 * The one rule for whether a session is live, shared by getOfficial and the
 * HTML cache (server/html-cache.ts): the session is within its absolute
 * expiry and was used within the idle time, and its official's access has
 * not ended (officials.access_ends_at, set for access that ends with a term).
 */
function liveSessions(db: Db, tokens: string[], now: Date) {
  return db
    .selectFrom("sessions as s")
    .innerJoin("officials as o", "o.id", "s.official_id")
    .where("s.token_hash", "in", tokens.map(hashToken))
    .where("s.expires_at", ">", nowIso(now))
    .where("s.last_seen_at", ">", nowIso(new Date(now.getTime() - sessionIdleMs)))
    .where((eb) => eb.or([eb("o.access_ends_at", "is", null), eb("o.access_ends_at", ">", nowIso(now))]));
}

/** Whether any of these session tokens (as the cookies carry them) is a live session. */
export async function isLiveSession(db: Db, tokens: string[], now = new Date()): Promise<boolean> {
  const candidates = tokens.filter((token) => token.length >= minTokenLength);
  if (candidates.length === 0) return false;
  const row = await liveSessions(db, candidates, now).select("s.token_hash").executeTakeFirst();
  return row !== undefined;
}

/** Whoever is signed in: a member or an official. */
export interface Account {
  id: number;
  email: string;
  name: string;
  role: AccountRole;
  locale: Locale;
  memberId: number | null;
}

/**
 * Each page request's signed-in person, read once: the root, the layout and the page's loaders
 * all ask (each with its own copy of the Request), and on PostgreSQL each read is a round trip.
 * Kept under the request's load context, which the server makes for each request (it carries
 * the request id), and only for a GET or HEAD: loaders alone, which change no session.
 */
const accountsOfPageRequests = new WeakMap<AppLoadContext, Map<string, Promise<Account | null>>>();

/**
 * The signed-in person, member or official, or null. Never throws for a missing, idle or expired
 * session. A caller that passes its own `now` reads afresh.
 */
export function getAccount(request: Request, context: AppLoadContext, now?: Date): Promise<Account | null> {
  const token = readCookie(request, sessionCookieName(context));
  if (!token || token.length < minTokenLength) return Promise.resolve(null);
  const pageRequest =
    !now && context.requestId !== undefined && (request.method === "GET" || request.method === "HEAD");
  if (!pageRequest) return readAccount(token, context, now ?? contextNow(context));
  return keptPer(accountsOfPageRequests, context, token, () => readAccount(token, context, contextNow(context)));
}

async function readAccount(token: string, context: AppLoadContext, now: Date): Promise<Account | null> {
  const tokenHash = hashToken(token);
  const row = await liveSessions(context.db, [token], now)
    .select(["o.id", "o.email", "o.name", "o.role", "o.locale", "o.member_id", "s.last_seen_at"])
    .executeTakeFirst();
  if (!row) return null;
  if (now.getTime() - Date.parse(row.last_seen_at) > touchEveryMs) {
    await context.db
      .updateTable("sessions")
      .set({ last_seen_at: nowIso(now) })
      .where("token_hash", "=", tokenHash)
      .execute();
  }
  return { id: row.id, email: row.email, name: row.name, role: row.role, locale: row.locale, memberId: row.member_id };
}

/**
 * The language a page is drawn in: an officials' screen, which has no
 * /korean or /hindi address, in the signed-in person's own language
 * (officials.locale); every other page in its address's.
 */
export async function pageLocale(request: Request, context: AppLoadContext): Promise<Locale> {
  const { pathname } = new URL(request.url);
  if (!isAdminScreen(pathname)) return localeFromPath(pathname);
  return (await getAccount(request, context))?.locale ?? defaultLocale;
}

/** The signed-in official, or null: also null for a member who is not an official. */
export async function getOfficial(request: Request, context: AppLoadContext, now?: Date): Promise<Official | null> {
  const account = await getAccount(request, context, now);
  if (!account || !isOfficialRole(account.role)) return null;
  return { id: account.id, email: account.email, name: account.name, role: account.role, locale: account.locale };
}

export { safeNext } from "./safe-redirect";
export { hashToken, sessionAbsoluteMs, sessionIdleMs };

/** The session cookie's token as stored (its hash), or null: lets an official end their other sessions. */
export function sessionTokenHash(request: Request, context: Pick<AppLoadContext, "config">): string | null {
  const token = readCookie(request, sessionCookieName(context));
  return token ? hashToken(token) : null;
}

/**
 * First line of every officials' loader and action: anonymous requests go to
 * sign-in and come back after. An officials' form posted after the session
 * ended is kept (keepRefusedPost, decision 0055) and the way back names it,
 * so the form comes back filled in once the same official has signed in.
 * On a screen the registry (app/admin-screens.ts) keeps for administrators,
 * an editor gets a 403 page that says why, not a redirect; so does a
 * signed-in member on every officials' screen.
 */
export async function requireOfficial(request: Request, context: AppLoadContext): Promise<Official> {
  const account = await getAccount(request, context);
  const url = new URL(request.url);
  if (account) {
    const needed = roleNeededFor(url.pathname);
    // The role the page needs goes with the 403, so the error page can say who may use it; a member has none.
    if (!isOfficialRole(account.role) || !roleAllows(account.role, needed)) throw data({ needed }, { status: 403 });
    return { id: account.id, email: account.email, name: account.name, role: account.role, locale: account.locale };
  }
  if (url.searchParams.has(keptParam)) url.searchParams.delete(keptParam);
  if (request.method === "POST") {
    const token = await keepRefusedPost(request, contextNow(context).getTime());
    if (token) url.searchParams.set(keptParam, token);
  }
  throw redirect(`/sign-in?next=${encodeURIComponent(url.pathname + url.search)}`);
}

/**
 * First line of every loader and action of the members' area (/my): anyone
 * signed in, member or official, may use it; anyone else is sent to the
 * members' sign-in in the page's language and comes back after.
 */
export async function requireAccount(request: Request, context: AppLoadContext): Promise<Account> {
  const account = await getAccount(request, context);
  if (account) return account;
  const url = new URL(request.url);
  const signIn = localizePath("/my/sign-in", localeFromPath(url.pathname));
  throw redirect(`${signIn}?next=${encodeURIComponent(url.pathname + url.search)}`);
}
