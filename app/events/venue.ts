import type { LocalText } from "~/i18n/fallback";
import type { Locale } from "~/i18n/locales";

/**
 * An official's text in the language it is written in: the page's, or
 * English (marked) when the page's language has none.
 */
export interface PlaceText {
  text: string;
  lang: Locale;
}

/** Where an event is: its venue's name and address, each in the page's language or in English. */
export interface EventPlace {
  venueName: LocalText;
  venueAddress: LocalText;
}

/** An official's text as shown, or null when it has none in the page's language or in English. */
export function placeText(text: LocalText): PlaceText | null {
  return text.value?.trim() ? { text: text.value, lang: text.lang } : null;
}

/** The venue's name and address, joined into one text where both are in one language. */
export function venueTexts(event: EventPlace): PlaceText[] {
  const parts: PlaceText[] = [];
  for (const part of [placeText(event.venueName), placeText(event.venueAddress)]) {
    if (!part) continue;
    const last = parts.at(-1);
    if (last && last.lang === part.lang) last.text = `${last.text}, ${part.text}`;
    else parts.push({ ...part });
  }
  return parts;
}

/** Where an event is, in plain words (calendar links and feeds): name and address in the language they have. */
export function venuePlain(event: EventPlace): string {
  return venueTexts(event)
    .map((part) => part.text)
    .join(", ");
}
