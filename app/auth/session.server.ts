import crypto from "node:crypto";
import { type AppLoadContext, redirect } from "react-router";
import { nowIso } from "~/db/time";

export interface Official {
  id: number;
  email: string;
}

/** `__Host-` binds the cookie to this exact origin, but browsers accept it only over HTTPS. */
export function sessionCookieName(context: Pick<AppLoadContext, "config">) {
  return context.config.PUBLIC_URL?.startsWith("https:") ? "__Host-session" : "session";
}

export function hashToken(token: string) {
  return crypto.createHash("sha256").update(token).digest("hex");
}

function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

/** The signed-in official, or null. Never throws for a missing or stale session. */
export async function getOfficial(request: Request, context: AppLoadContext): Promise<Official | null> {
  const token = readCookie(request, sessionCookieName(context));
  if (!token || token.length < 32) return null;
  const row = await context.db
    .selectFrom("sessions as s")
    .innerJoin("officials as o", "o.id", "s.official_id")
    .select(["o.id", "o.email"])
    .where("s.token_hash", "=", hashToken(token))
    .where("s.expires_at", ">", nowIso())
    .executeTakeFirst();
  return row ?? null;
}

/** First line of every admin loader and action: anonymous requests go to sign-in and come back after. */
export async function requireOfficial(request: Request, context: AppLoadContext): Promise<Official> {
  const official = await getOfficial(request, context);
  if (official) return official;
  const url = new URL(request.url);
  throw redirect(`/sign-in?next=${encodeURIComponent(url.pathname + url.search)}`);
}
