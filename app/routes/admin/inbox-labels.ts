import type { MessageKind, MessageStatus } from "~/db/schema";
import { type InboxCopy, inboxCopy } from "~/i18n/content/admin/inbox";
import { dateFormat } from "~/i18n/format";
import { defaultLocale, isLocale, type Locale, languageOf } from "~/i18n/locales";
import type { KindFilter, StatusFilter } from "~/lib/inbox-filters";
import type { DeliveryState } from "~/models/inbox.server";

/** The officials' inbox's words in English, for the CSV and the dashboard; the screens take inboxCopy in the official's language. */
export const kindLabel: Record<MessageKind, string> = { join: "Join request", contact: "Contact message" };
export const statusLabel: Record<MessageStatus, string> = { new: "New", handled: "Handled", spam: "Spam" };
/** A message's language in the inbox and the CSV; a code no longer in the registry shows as itself. */
export function languageLabel(locale: string, names?: Partial<Record<string, string>>): string {
  return isLocale(locale) ? (names?.[locale] ?? languageOf(locale).englishName) : locale;
}
export const deliveryLabel: Record<DeliveryState, string> = {
  "not-mailed": "Not e-mailed",
  waiting: "Waiting",
  retrying: "Retrying",
  sent: "Delivered",
  undelivered: "Undelivered",
};
export const spamReasonLabel: Record<string, string> = {
  honeypot: "filled the hidden field that only bots see",
  "too-fast": "sent sooner after the page loaded than a person could type",
  "bad-stamp": "the form's signed time was missing or altered",
  "stale-stamp": "the form's signed time was more than a day old",
};
export const kindFilterLabel: Record<KindFilter, string> = {
  all: "All kinds",
  join: "Join requests",
  contact: "Contact messages",
};
export const statusFilterLabel: Record<StatusFilter, string> = {
  open: "New and handled",
  new: "New",
  handled: "Handled",
  spam: "Spam",
  all: "All, with spam",
};

/** An instant as officials read it: Indian time, to the minute. */
export function shortTime(iso: string | null, locale: Locale = defaultLocale): string {
  if (!iso) return "";
  return dateFormat(languageOf(locale).intl, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Kolkata",
  }).format(new Date(iso));
}

/**
 * A mail server's error in words an official can act on; the server's own
 * text (addresses, codes) stays behind "Details" for whoever looks after it.
 */
export function mailErrorInWords(error: string, words: InboxCopy["mailErrors"] = inboxCopy.en.mailErrors): string {
  if (/ECONNREFUSED|ETIMEDOUT|ENOTFOUND|EHOSTUNREACH|ECONNRESET|socket|timed? ?out/i.test(error))
    return words.unreachable;
  if (/EAUTH|\b535\b|auth/i.test(error)) return words.signIn;
  if (/\b55[0-3]\b|recipient|mailbox|no such user/i.test(error)) return words.address;
  return words.message;
}
