import { purgedInWords, timeAgoIn, trashCopy } from "~/i18n/content/admin/trash";
import { defaultLocale, type Locale } from "~/i18n/locales";

/** How long ago an instant was, in words: "just now", "5 minutes ago", "yesterday", "12 days ago". */
export function timeAgo(iso: string, now: Date, locale: Locale = defaultLocale): string {
  return timeAgoIn(trashCopy[locale], iso, now);
}

/** When a trash item goes for good, in words: "in 29 days", "within a day". */
export function purgedIn(purgeAt: string, now: Date, locale: Locale = defaultLocale): string {
  return purgedInWords(trashCopy[locale], purgeAt, now);
}
