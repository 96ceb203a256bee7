import { type ContentData, emptyContent, itemPath } from "~/content/data";
import { contentDocuments } from "~/content/fields";
import type { Db } from "~/db/connect.server";
import { isUniqueViolation } from "~/db/unique-violation";
import { messagesFor } from "~/i18n/catalog.server";
import { aboutContent } from "~/i18n/content/about";
import { donateContent } from "~/i18n/content/donate";
import { homeContent } from "~/i18n/content/home";
import { defaultLocale, type Locale, locales } from "~/i18n/locales";
import { pageVersions } from "~/models/content.server";

/**
 * The content a club starts with: the texts the site shipped with before
 * officials could edit them (docs/decisions/0026-editable-content.md). The
 * catalogues in app/i18n/content stay as this starting point; pages read the
 * database. Every translation starts up to date with its English text.
 */
export const initialContent: Record<string, () => ContentData> = {
  home: () =>
    build(
      (locale, put) => {
        const c = homeContent[locale];
        put("title", c.title);
        put("welcome", c.welcome);
        put("intro", c.intro);
        put("donateLabel", c.donate);
        put("joinLabel", c.join);
        put("clubBookLabel", c.clubBook);
        put("brochureLabel", c.brochure);
        c.slides.forEach((slide, i) => {
          put(itemPath("slides", `s${i + 1}`, "title"), slide.title);
          put(itemPath("slides", `s${i + 1}`, "caption"), slide.caption);
        });
        c.cards.forEach((card, i) => {
          put(itemPath("cards", `c${i + 1}`, "title"), card.title);
          put(itemPath("cards", `c${i + 1}`, "body"), card.body);
          put(itemPath("cards", `c${i + 1}`, "linkLabel"), card.link);
        });
        put("quoteHeading", c.quoteHeading);
        put("quote", c.quote);
        put("quoteSource", c.quoteSource);
        put("focusHeading", c.focusHeading);
        put("focusIntro", c.focusIntro);
        c.focus.forEach((area, i) => {
          put(itemPath("focus", `f${i + 1}`, "title"), area.title);
          put(itemPath("focus", `f${i + 1}`, "body"), area.body);
        });
      },
      (data) => {
        const en = homeContent[defaultLocale];
        const slideImages = ["education", "health", "women", "community", "environment"];
        data.lists.slides = en.slides.map((_, i) => `s${i + 1}`);
        en.slides.forEach((_, i) => {
          data.values[itemPath("slides", `s${i + 1}`, "photo")] = `builtin:${slideImages[i] ?? slideImages[0]}`;
        });
        data.lists.cards = en.cards.map((_, i) => `c${i + 1}`);
        en.cards.forEach((card, i) => {
          data.values[itemPath("cards", `c${i + 1}`, "link")] = card.href;
        });
        data.lists.focus = en.focus.map((_, i) => `f${i + 1}`);
      },
    ),

  about: () =>
    build(
      (locale, put) => {
        const c = aboutContent[locale];
        put("title", c.title);
        put("description", c.description);
        put("historyButton", c.historyButton);
        put("privacyButton", c.privacyButton);
        put("factsHeading", c.factsHeading);
        put("location", c.facts.locationValue);
        put("members", c.facts.membersValue);
        put("historyHeading", c.historyHeading);
        put("history", paragraphs([...c.history, `# ${c.parableHeading}`, c.parable]));
        put("rotaryHeading", c.rotaryHeading);
        put("rotary", paragraphs(c.rotary));
        put("privacyHeading", c.privacyHeading);
        put("privacy", paragraphs([c.privacyIntro, ...c.privacy.flatMap((part) => [`# ${part.heading}`, part.body])]));
        put("privacyContact", c.privacyContact);
        put("privacyNoContact", c.privacyNoContact);
      },
      (data) => {
        data.values.district = "3100";
        data.values.chartered = "2017";
        data.values.clubId = "88838";
      },
    ),

  giving: () =>
    build(
      (locale, put) => {
        const c = donateContent[locale];
        put("title", c.title);
        put("description", c.description);
        put("heading", c.heading);
        put("intro", paragraphs(c.intro));
        put("optionsHeading", c.optionsHeading);
        c.options.forEach((option, i) => {
          put(itemPath("options", `o${i + 1}`, "title"), option.title);
          put(itemPath("options", `o${i + 1}`, "body"), option.body);
        });
        put("oneTime", c.oneTime);
        put("howHeading", c.howHeading);
        put("noDetails", c.noDetails);
        put("abroad", c.abroad);
        put("receipt", c.receipt);
        put("causesHeading", c.causesHeading);
        put("causesIntro", c.causesIntro);
        c.causes.forEach((cause, i) => {
          put(itemPath("causes", `c${i + 1}`, "title"), cause.title);
          put(itemPath("causes", `c${i + 1}`, "body"), paragraphs(cause.body));
        });
      },
      (data) => {
        const en = donateContent[defaultLocale];
        data.lists.options = en.options.map((_, i) => `o${i + 1}`);
        data.lists.causes = en.causes.map((_, i) => `c${i + 1}`);
      },
    ),

  branding: () =>
    build(
      (locale, put) => put("logoAlt", messagesFor(locale).nav.logoAlt),
      () => {},
    ),
};

function paragraphs(parts: readonly string[]): string {
  return parts.join("\n\n");
}

function build(
  texts: (locale: Locale, put: (path: string, text: string) => void) => void,
  structure: (data: ContentData) => void,
): ContentData {
  const data = emptyContent();
  structure(data);
  for (const locale of locales) {
    const own: Record<string, string> = {};
    texts(locale, (path, text) => {
      own[path] = text;
    });
    data.texts[locale] = own;
  }
  const english = data.texts[defaultLocale] ?? {};
  for (const locale of locales) {
    if (locale === defaultLocale) continue;
    data.sources[locale] = Object.fromEntries(
      Object.keys(data.texts[locale] ?? {}).map((path) => [path, english[path] ?? ""]),
    );
  }
  return data;
}

/**
 * At start: each page that has no version yet gets its initial content as
 * version 1, so history starts from what visitors saw. Processes starting
 * together may race; the unique (document, number) keeps one.
 */
export async function seedContent(db: Db) {
  for (const schema of contentDocuments) {
    if (await pageVersions.newest(db, schema)) continue;
    const data = initialContent[schema.id]?.() ?? emptyContent();
    // The club's name was the profile's before it was published with the logo.
    if (schema.id === "branding")
      for (const row of await db.selectFrom("club_profile_texts").select(["locale", "club_name"]).execute())
        if (row.club_name) data.texts[row.locale] = { ...data.texts[row.locale], clubName: row.club_name };
    await pageVersions
      .add(db, schema, { previous: null, data, officialId: null, firstSummary: "Initial content" })
      .catch((error: unknown) => {
        if (!isUniqueViolation(error)) throw error;
      });
  }
}
