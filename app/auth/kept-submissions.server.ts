import crypto from "node:crypto";
import { choicePrefix, formIdField, onceField } from "~/lib/form-field-names";
import { type KeptForm, markField } from "~/lib/kept-form";
import { readForm } from "~/lib/read-form.server";

/**
 * Typed work kept when the session ended (decision 0055). An officials' form
 * posted without a valid session is not lost: its text fields are kept here,
 * under a random token, for the official whose signed mark the form carries,
 * and the sign-in page sends them back to the form with that token. Only
 * that official gets them back, once; nothing is ever saved from here.
 *
 * In this process's memory, like the one-time tokens of forms that add
 * something (once.server.ts): one server runs the site, and a restart in the
 * hour between the refused post and the sign-in loses only what the form
 * would have lost anyway. Bounded in time, per entry, per official and in all.
 */
export const keepForMs = 60 * 60_000;
/** A kept post's text, names and values, in UTF-8 bytes: no more than a form without files may send. */
export const maxKeptBytes = 1024 * 1024;
/** All kept posts together. */
export const maxTotalKeptBytes = 16 * 1024 * 1024;
/** One official's kept posts: the oldest goes first. */
export const maxKeptPerOfficial = 5;
/** A form's mark works as long as a session can last, and a little more. */
const markMaxAgeMs = 8 * 24 * 60 * 60_000;

const tokenPattern = /^[A-Za-z0-9_-]{32}$/;
const markPattern = /^(\d{1,12})\.(\d{1,14})\.([A-Za-z0-9_-]{43})$/;

interface Entry extends KeptForm {
  officialId: number;
  bytes: number;
  until: number;
}

const kept = new Map<string, Entry>();
let totalBytes = 0;
/** New at every start: marks and kept posts live and die with this process. */
const secret = crypto.randomBytes(32);

function signature(officialId: number, issued: number) {
  return crypto.createHmac("sha256", secret).update(`kept-mark\n${officialId}\n${issued}`).digest("base64url");
}

/** The mark an official's forms carry (`_official`): their id, when it was made, and our signature. */
export function officialMark(officialId: number, now = Date.now()): string {
  return `${officialId}.${now}.${signature(officialId, now)}`;
}

/** The official a form's mark names, or null for a mark that is missing, forged or too old. */
export function markedOfficial(mark: unknown, now = Date.now()): number | null {
  if (typeof mark !== "string") return null;
  const match = markPattern.exec(mark);
  if (!match) return null;
  const officialId = Number(match[1]);
  const issued = Number(match[2]);
  if (issued > now + 60_000 || now - issued > markMaxAgeMs) return null;
  const expected = Buffer.from(signature(officialId, issued));
  const given = Buffer.from(match[3] as string);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? officialId : null;
}

/** Fields never kept: passwords, the buttons' intent, the one-time token, the mark, a conflict's choices. */
function keepsField(name: string): boolean {
  if (/password/i.test(name)) return false;
  if (name === "intent" || name === onceField || name === markField) return false;
  return !name.startsWith(choicePrefix);
}

/** The text fields of a post that are worth keeping, in order; files (their bodies) never are. */
export function keptValues(form: Iterable<[string, FormDataEntryValue]>): [string, string][] {
  const values: [string, string][] = [];
  for (const [name, value] of form) if (typeof value === "string" && keepsField(name)) values.push([name, value]);
  return values;
}

function remove(token: string) {
  const entry = kept.get(token);
  if (!entry) return;
  kept.delete(token);
  totalBytes -= entry.bytes;
}

function forgetExpired(now: number) {
  for (const [token, entry] of kept) if (entry.until <= now) remove(token);
}

/**
 * Keeps a refused post's text fields for `officialId` and returns the token
 * that gets them back, or null when there is nothing to keep (no form id, no
 * field but the form's own) or too much (over maxKeptBytes).
 */
export function keepSubmission(officialId: number, values: [string, string][], now = Date.now()): string | null {
  const formId = values.find(([name]) => name === formIdField)?.[1];
  if (!formId || formId.length > 100) return null;
  if (!values.some(([name]) => !name.startsWith("_"))) return null;
  let bytes = 0;
  for (const [name, value] of values) bytes += Buffer.byteLength(name) + Buffer.byteLength(value);
  if (bytes > maxKeptBytes) return null;
  forgetExpired(now);
  const theirs = [...kept].filter(([, entry]) => entry.officialId === officialId);
  for (const [token] of theirs.slice(0, Math.max(0, theirs.length - maxKeptPerOfficial + 1))) remove(token);
  // Oldest first: a Map keeps the order entries were added in.
  for (const [token] of kept) {
    if (totalBytes + bytes <= maxTotalKeptBytes) break;
    remove(token);
  }
  const token = crypto.randomBytes(24).toString("base64url");
  kept.set(token, { officialId, formId, values, bytes, until: now + keepForMs });
  totalBytes += bytes;
  return token;
}

/**
 * The kept post of `token`, for the official it was kept for, once (it is
 * then forgotten); null for anyone else, an unknown token or an expired one.
 * Another official's try leaves it for its owner.
 */
export function takeKept(token: unknown, officialId: number, now = Date.now()): KeptForm | null {
  if (typeof token !== "string" || !tokenPattern.test(token)) return null;
  const entry = kept.get(token);
  if (!entry) return null;
  if (entry.until <= now) {
    remove(token);
    return null;
  }
  if (entry.officialId !== officialId) return null;
  remove(token);
  return { formId: entry.formId, values: entry.values };
}

/**
 * Keeps a POST that arrived without a valid session, if it is an officials'
 * form whose mark is good: the token for the sign-in's way back, or null.
 * A body that is not a small form is not read whole (readForm's limits).
 */
export async function keepRefusedPost(request: Request, now = Date.now()): Promise<string | null> {
  let form: FormData;
  try {
    form = await readForm(request);
  } catch {
    return null;
  }
  const officialId = markedOfficial(form.get(markField), now);
  if (officialId === null) return null;
  return keepSubmission(officialId, keptValues(form), now);
}

/** How much is kept (tests). */
export function keptStats() {
  return { entries: kept.size, bytes: totalBytes };
}

/** Forgets everything (tests). */
export function forgetAllKept() {
  kept.clear();
  totalBytes = 0;
}
