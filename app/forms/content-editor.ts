// zod/mini: this schema is shipped to the browser with the content editor (decision 0019).
import { z } from "zod/mini";
import { type ContentData, fieldLabel, fieldsAt, newItemId, textOf } from "~/content/data";
import { type DocumentSchema, maxLength } from "~/content/fields";
import { isAllowedLink } from "~/content/links";
import { defaultLocale, languages, locales } from "~/i18n/locales";
import { uploadMessages } from "~/media/upload-messages";
import { text } from "./official-fields";

/**
 * The content editor's form: one field per text and language
 * (`ko/slides/s1/title`), per value (`value/district`) and per photo
 * (`photo/slides/s1/photo`, a media id), and the box that marks a flagged
 * translation still correct (`confirm/ko/intro`). Names hold no "." or "[",
 * so Conform keeps each one whole.
 */
export const textName = (locale: string, path: string) => `${locale}/${path}`;
export const valueName = (path: string) => `value/${path}`;
export const photoName = (path: string) => `photo/${path}`;
export const confirmName = (locale: string, path: string) => `confirm/${locale}/${path}`;

export const linkMessage = "Enter an address starting with https:// or a page of this site such as /projects.";

/**
 * The editor's sentences (the schema's, publishing's and the upload's), in
 * English: the content screens' catalogue gives them in each language
 * (translatorOf), in the browser and in the action alike.
 */
export const contentEditorMessages = {
  /** A text longer than its format allows (official-fields.ts's text()). */
  keepUnder: "Keep it under {max} characters.",
  link: linkMessage,
  writeEnglish: "Write the English text before publishing.",
  choosePhoto: "Choose a photo before publishing.",
  uploadFailed: "Upload failed. Please try again.",
  ...uploadMessages,
} as const;

const link = () =>
  z.prefault(
    z.string().check(
      z.trim(),
      z.maxLength(maxLength.link, { error: `Keep it under ${maxLength.link} characters.` }),
      z.refine((value) => value === "" || isAllowedLink(value), { error: linkMessage }),
    ),
    "",
  );

/** The schema of the editor for a page as `data` has it (its list items decide which fields exist). */
export function editorSchema(schema: DocumentSchema, data: ContentData) {
  const shape: Record<string, z.ZodMiniType> = { intent: z.optional(z.string()) };
  for (const at of fieldsAt(schema, data)) {
    const field = at.field;
    if (field.kind === "text") {
      for (const locale of locales) {
        shape[textName(locale, at.path)] = text(maxLength[field.format]);
        if (locale !== defaultLocale) shape[confirmName(locale, at.path)] = z.optional(z.string());
      }
    } else if (field.kind === "value") {
      shape[valueName(at.path)] = field.format === "link" ? link() : text(maxLength.line);
    } else {
      shape[photoName(at.path)] = z.optional(z.string());
    }
  }
  return z.object(shape);
}

/** What the buttons of the editor ask for besides saving: add, remove or move a list item. */
export type ListIntent = { kind: "add"; list: string } | { kind: "remove" | "up" | "down"; list: string; item: string };

export function listIntent(intent: string | undefined): ListIntent | null {
  const [kind, list, item] = (intent ?? "").split("/");
  if (kind === "add" && list) return { kind, list };
  if ((kind === "remove" || kind === "up" || kind === "down") && list && item) return { kind, list, item };
  return null;
}

/**
 * The state the form describes, built on the state it was opened on: texts,
 * values and photos as typed; each list changed by the button pressed. A
 * translation that was edited (or marked still correct) is now made from
 * the English text as it stands; any other keeps the English it was made from.
 */
export function dataFromForm(
  schema: DocumentSchema,
  before: ContentData,
  form: Record<string, unknown>,
  photos: Record<string, string>,
): ContentData {
  const read = (name: string) => (typeof form[name] === "string" ? (form[name] as string) : "");
  const texts: Record<string, Record<string, string>> = {};
  const sources: Record<string, Record<string, string>> = {};
  for (const locale of locales) {
    texts[locale] = {};
    if (locale !== defaultLocale) sources[locale] = {};
  }
  const after: ContentData = { values: {}, lists: structuredClone(before.lists), texts, sources };
  for (const at of fieldsAt(schema, before)) {
    const field = at.field;
    if (field.kind === "value") after.values[at.path] = read(valueName(at.path));
    else if (field.kind === "photo") after.values[at.path] = photos[at.path] ?? "";
    else for (const locale of locales) texts[locale] = { ...texts[locale], [at.path]: read(textName(locale, at.path)) };
  }
  for (const at of fieldsAt(schema, before)) {
    if (at.field.kind !== "text") continue;
    const english = textOf(after, defaultLocale, at.path);
    for (const locale of locales) {
      if (locale === defaultLocale) continue;
      const edited = textOf(after, locale, at.path) !== textOf(before, locale, at.path);
      const confirmed = read(confirmName(locale, at.path)) !== "";
      const was = before.sources[locale]?.[at.path];
      sources[locale] = { ...sources[locale], [at.path]: edited || confirmed || was === undefined ? english : was };
    }
  }
  return after;
}

/** Applies an add, remove or move button to the lists, within each list's bounds. */
export function applyListIntent(schema: DocumentSchema, data: ContentData, intent: ListIntent): ContentData {
  const field = schema.fields.find((f) => f.kind === "list" && f.key === intent.list);
  if (field?.kind !== "list") return data;
  const items = [...(data.lists[field.key] ?? [])];
  if (intent.kind === "add") {
    if (items.length < field.max) items.push(newItemId(items));
  } else {
    const index = items.indexOf(intent.item);
    if (index < 0) return data;
    if (intent.kind === "remove" && items.length > field.min) items.splice(index, 1);
    const to = intent.kind === "up" ? index - 1 : intent.kind === "down" ? index + 1 : -1;
    if ((intent.kind === "up" || intent.kind === "down") && to >= 0 && to < items.length)
      [items[index], items[to]] = [items[to] as string, items[index] as string];
  }
  return { ...data, lists: { ...data.lists, [field.key]: items } };
}

/**
 * What publishing needs beyond the form's own checks: every English text
 * that is not optional, every photo that is not optional. Keyed by field name.
 */
export function publishProblems(schema: DocumentSchema, data: ContentData): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  for (const at of fieldsAt(schema, data)) {
    const field = at.field;
    if (field.optional) continue;
    if (field.kind === "text" && !textOf(data, defaultLocale, at.path).trim())
      problems[textName(defaultLocale, at.path)] = [contentEditorMessages.writeEnglish];
    if (field.kind === "photo" && !data.values[at.path])
      problems[photoName(at.path)] = [contentEditorMessages.choosePhoto];
  }
  return problems;
}

/** The form's starting values: the state being edited. */
export function editorDefaults(schema: DocumentSchema, data: ContentData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const at of fieldsAt(schema, data)) {
    if (at.field.kind === "value") values[valueName(at.path)] = data.values[at.path] ?? "";
    else if (at.field.kind === "photo") values[photoName(at.path)] = data.values[at.path] ?? "";
    else for (const locale of locales) values[textName(locale, at.path)] = textOf(data, locale, at.path);
  }
  return values;
}

/** "Slide 2: Caption (Korean)": the label of an editor field by its name, for the list of conflicts. */
export function editorFieldLabel(schema: DocumentSchema, data: ContentData, name: string): string {
  for (const at of fieldsAt(schema, data)) {
    if (name === valueName(at.path) || name === photoName(at.path)) return fieldLabel(at);
    for (const language of languages)
      if (name === textName(language.code, at.path))
        return language.code === defaultLocale ? fieldLabel(at) : `${fieldLabel(at)} (${language.englishName})`;
  }
  return name;
}
