import crypto from "node:crypto";
import { onceField } from "./edit-base";

/**
 * A form that adds something carries a one-time token (`_once`), new with
 * each render of the empty form; a repeated POST with the same token (a
 * double tap without JavaScript, a retry after a lost answer, two posts at
 * the same instant) gets the first one's answer instead of adding a second
 * record (decision 0053). Only successful answers are kept, so a refused
 * form corrected and sent again is read afresh. Kept in this process for 30
 * minutes: one server runs the site (DESIGN.md), and a restart between two
 * taps is not a double tap.
 */
const keepMs = 30 * 60_000;
const maxKept = 10_000;
const tokenPattern = /^[0-9a-f-]{36}$/;

const kept = new Map<string, { until: number; answer: unknown }>();
const running = new Map<string, Promise<unknown>>();

export function onceToken(): string {
  return crypto.randomUUID();
}

/** What counts as the form having done its work: a redirect, or a reply that says so. */
function succeeded(answer: unknown): boolean {
  if (answer instanceof Response) return answer.status < 400;
  return typeof answer === "object" && answer !== null && (answer as { ok?: unknown }).ok === true;
}

function forgetOld(now: number) {
  for (const [key, entry] of kept) {
    if (entry.until > now && kept.size <= maxKept) break;
    kept.delete(key);
  }
}

/** Runs `work` once per (`scope`, the token the form sent); see above. Without a token, it just runs. */
export async function once<T>(payload: Record<string, unknown>, scope: string, work: () => Promise<T>): Promise<T> {
  const token = payload[onceField];
  if (typeof token !== "string" || !tokenPattern.test(token)) return work();
  const key = `${scope}\n${token}`;
  forgetOld(Date.now());
  const done = kept.get(key);
  if (done) return done.answer as T;
  const first = running.get(key);
  if (first) {
    const answer = await first.catch(() => null);
    if (succeeded(answer)) return answer as T;
  }
  const attempt = work();
  running.set(key, attempt);
  try {
    const answer = await attempt;
    if (succeeded(answer)) kept.set(key, { until: Date.now() + keepMs, answer });
    return answer;
  } finally {
    if (running.get(key) === attempt) running.delete(key);
  }
}
