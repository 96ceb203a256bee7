import crypto from "node:crypto";

/** A session ends after 8 hours without use, and 7 days after sign-in whatever happens. */
export const sessionIdleMs = 8 * 60 * 60 * 1000;
export const sessionAbsoluteMs = 7 * 24 * 60 * 60 * 1000;

/** A session's or a one-time link's token as stored: only its hash is kept. */
export function hashToken(token: string) {
  return crypto.createHash("sha256").update(token).digest("hex");
}
