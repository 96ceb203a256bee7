import type { Messages } from "./en";
import { en } from "./en";
import { ko } from "./ko";
import type { Locale } from "./locale";

const catalogs: Record<Locale, Messages> = { en, ko };

/** Only the server reads both catalogues; a page receives its own language's strings. */
export function messagesFor(locale: Locale): Messages {
  return catalogs[locale];
}
