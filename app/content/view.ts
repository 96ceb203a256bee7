import type { Locale } from "~/i18n/locales";
import type { Picture } from "~/models/media.server";

/** A text in the page's language, or the English one (lang "en") when it has no translation yet. */
export interface PageText {
  value: string;
  lang?: Locale;
}

/** A page's content in one language, as its loader sends it: Markdown fields already rendered to HTML. */
export interface ContentView {
  text: Record<string, PageText>;
  values: Record<string, string>;
  lists: Record<string, string[]>;
  /** Photos by media id, for the fields that hold one. */
  pictures: Record<string, Picture>;
  /** Shown to an official looking at a draft: not what visitors see. */
  preview: boolean;
}

const none: PageText = { value: "" };

/** Reads a page's content: `t("intro")`, `t(itemPath("slides", id, "title"))`. */
export function reader(view: ContentView) {
  return {
    t: (path: string): PageText => view.text[path] ?? none,
    value: (path: string): string => view.values[path] ?? "",
    items: (list: string): string[] => view.lists[list] ?? [],
  };
}

/** The `lang` attribute a fallback text needs on its element. */
export function langOf(text: PageText): { lang?: Locale } {
  return text.lang ? { lang: text.lang } : {};
}
