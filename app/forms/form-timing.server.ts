import crypto from "node:crypto";
import type { SpamReason } from "~/models/messages.server";
import { formStartedField, honeypotField } from "./form-fields";

/**
 * Bots fill a form faster than people. The page carries the time it was served,
 * signed by the server, in a hidden field; a submission that comes back sooner
 * than the minimum fill time, or with a stamp the server did not sign, is a bot's.
 * The stamp is not single-use: it only proves when the form was shown, and it
 * expires after a day, so one fetched stamp cannot be replayed by a bot forever.
 */

/** How far in the future a stamp may be (clocks of several servers differ a little). */
const clockSkewMs = 60_000;
/** A stamp older than this counts like a missing one. */
/** The app secret (app_secrets.name) that signs form stamps. */
export const formSecretName = "form-timing";

export const formStampMaxAgeMs = 24 * 60 * 60 * 1000;

function sign(secret: Buffer, issuedAt: number) {
  return crypto.createHmac("sha256", secret).update(`form-started:${issuedAt}`).digest("base64url");
}

export function issueFormStamp(secret: Buffer, now = new Date()): string {
  const issuedAt = now.getTime();
  return `${issuedAt}.${sign(secret, issuedAt)}`;
}

export interface SubmissionSignals {
  honeypot: string;
  stamp: string;
}

/** Why a submission looks like a bot's, or null for a person's. */
export function spamReason(
  signals: SubmissionSignals,
  secret: Buffer,
  minFillMs: number,
  now = new Date(),
): SpamReason | null {
  if (signals.honeypot.trim() !== "") return "honeypot";
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(signals.stamp);
  if (!match?.[1] || !match[2]) return "bad-stamp";
  const issuedAt = Number(match[1]);
  const expected = Buffer.from(sign(secret, issuedAt));
  const given = Buffer.from(match[2]);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return "bad-stamp";
  const elapsed = now.getTime() - issuedAt;
  if (elapsed < -clockSkewMs) return "bad-stamp";
  if (elapsed < minFillMs) return "too-fast";
  if (elapsed > formStampMaxAgeMs) return "stale-stamp";
  return null;
}

/** The two hidden fields a public form sends. */
export function readSignals(form: FormData): SubmissionSignals {
  const honeypot = form.get(honeypotField);
  const stamp = form.get(formStartedField);
  return {
    honeypot: typeof honeypot === "string" ? honeypot : "",
    stamp: typeof stamp === "string" ? stamp : "",
  };
}
