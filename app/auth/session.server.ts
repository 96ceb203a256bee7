import crypto from "node:crypto";
import { type AppLoadContext, redirect } from "react-router";
import { nowIso } from "~/db/time";

export interface Official {
  id: number;
  email: string;
}

/** A session ends after 8 hours without use, and 7 days after sign-in whatever happens. */
export const sessionIdleMs = 8 * 60 * 60 * 1000;
export const sessionAbsoluteMs = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is refreshed at most this often, so reads do not all become writes. */
const touchEveryMs = 60 * 1000;

/** `__Host-` binds the cookie to this exact origin, but browsers accept it only over HTTPS. */
function isHttps(context: Pick<AppLoadContext, "config">) {
  return context.config.PUBLIC_URL?.startsWith("https:") ?? false;
}

export function sessionCookieName(context: Pick<AppLoadContext, "config">) {
  return isHttps(context) ? "__Host-session" : "session";
}

export function hashToken(token: string) {
  return crypto.createHash("sha256").update(token).digest("hex");
}

export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    // A value that is not valid percent-encoding (session=%) is no session, not an error.
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return null;
    }
  }
  return null;
}

function cookie(context: Pick<AppLoadContext, "config">, value: string, maxAgeSeconds: number) {
  const secure = isHttps(context) ? "; Secure" : "";
  return `${sessionCookieName(context)}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

/** Starts a new session (a new random token at every sign-in) and returns its Set-Cookie header. */
export async function createSession(context: AppLoadContext, officialId: number, now = new Date()) {
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
  return cookie(context, "", 0);
}

/** The signed-in official, or null. Never throws for a missing, idle or expired session. */
export async function getOfficial(
  request: Request,
  context: AppLoadContext,
  now = new Date(),
): Promise<Official | null> {
  const token = readCookie(request, sessionCookieName(context));
  if (!token || token.length < 32) return null;
  const tokenHash = hashToken(token);
  const row = await context.db
    .selectFrom("sessions as s")
    .innerJoin("officials as o", "o.id", "s.official_id")
    .select(["o.id", "o.email", "s.last_seen_at"])
    .where("s.token_hash", "=", tokenHash)
    .where("s.expires_at", ">", nowIso(now))
    .where("s.last_seen_at", ">", nowIso(new Date(now.getTime() - sessionIdleMs)))
    .executeTakeFirst();
  if (!row) return null;
  if (now.getTime() - Date.parse(row.last_seen_at) > touchEveryMs) {
    await context.db
      .updateTable("sessions")
      .set({ last_seen_at: nowIso(now) })
      .where("token_hash", "=", tokenHash)
      .execute();
  }
  return { id: row.id, email: row.email };
}

export { safeNext } from "./safe-redirect";

/** First line of every admin loader and action: anonymous requests go to sign-in and come back after. */
export async function requireOfficial(request: Request, context: AppLoadContext): Promise<Official> {
  const official = await getOfficial(request, context);
  if (official) return official;
  const url = new URL(request.url);
  throw redirect(`/sign-in?next=${encodeURIComponent(url.pathname + url.search)}`);
}
