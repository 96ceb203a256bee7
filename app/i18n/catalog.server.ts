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

/** The words of a refused screen: only an officials' screen refuses a signed-in person (requireOfficial). */
type Refusals = Pick<Messages, "forbidden" | "forbiddenOfficials" | "forbiddenTreasurer">;

/**
 * What pages show of the catalogue. The officials' form texts (read from `en` by their forms) and
 * the feeds' and manifest's words stay on the server; of `meta` a page's own description is needed
 * when a visitor moves to another page without reloading. The refusals come with officials'
 * screens only (a visitor's page never shows them, decision 0089).
 */
export type FrameMessages = Omit<Messages, "photoForm" | "projectForm" | "meta" | keyof Refusals> &
  Partial<Refusals> & {
    meta: Pick<Messages["meta"], "siteDescription">;
  };

/** The catalogue a page receives in its root data: its language's strings a visitor's page can show. */
export function frameMessagesFor(locale: Locale, { refusals = false } = {}): FrameMessages {
  const {
    photoForm: _photoForm,
    projectForm: _projectForm,
    meta,
    forbidden,
    forbiddenOfficials,
    forbiddenTreasurer,
    ...frame
  } = catalogs[locale];
  return {
    ...frame,
    meta: { siteDescription: meta.siteDescription },
    ...(refusals ? { forbidden, forbiddenOfficials, forbiddenTreasurer } : {}),
  };
}
