import type { Messages } from "./en";
import { en } from "./en";
import { hi } from "./hi";
import { ko } from "./ko";
import type { Locale } from "./locales";

const catalogs: Record<Locale, Messages> = { en, ko, hi };

/** Only the server reads every catalogue; a page receives its own language's strings. */
export function messagesFor(locale: Locale): Messages {
  return catalogs[locale];
}
