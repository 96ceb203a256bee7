import type { Locale } from "~/i18n/locales";
import { defaultLocale } from "~/i18n/locales";
import type { DocumentSchema, ItemField, ListField, TextField, ValueField } from "./fields";

/**
 * One state of a page's content (a draft or a published version). Paths name
 * fields: `intro` at the top, `slides/k3f9/title` in a list's item, where
 * `k3f9` is the item's id, which never changes, so reordering items keeps
 * their translations and history lined up.
 */
export interface ContentData {
  /** Untranslated values by path; a photo's value is a media id, or `builtin:NAME` for an image shipped with the site. */
  values: Record<string, string>;
  /** Each list's item ids, in order. */
  lists: Record<string, string[]>;
  /** Texts by language, then path. */
  texts: Record<string, Record<string, string>>;
  /** For each translation, the English text it was made from (or last confirmed against). */
  sources: Record<string, Record<string, string>>;
}

export const emptyContent = (): ContentData => ({ values: {}, lists: {}, texts: {}, sources: {} });

export const pathSeparator = "/";

export function itemPath(list: string, itemId: string, field: string): string {
  return [list, itemId, field].join(pathSeparator);
}

/** A field where it stands in a document: its path, its definition, and its list item if any. */
export interface FieldAt<F = TextField | ValueField | ItemField> {
  path: string;
  field: F;
  list?: { field: ListField; itemId: string; index: number };
}

/** Every field of the document as the data has it now, in the editor's order (a list's fields item by item). */
export function fieldsAt(schema: DocumentSchema, data: ContentData): FieldAt[] {
  return schema.fields.flatMap((field): FieldAt[] => {
    if (field.kind !== "list") return [{ path: field.key, field }];
    return (data.lists[field.key] ?? []).flatMap((itemId, index) =>
      field.fields.map((inner) => ({
        path: itemPath(field.key, itemId, inner.key),
        field: inner,
        list: { field, itemId, index },
      })),
    );
  });
}

export function textFieldsAt(schema: DocumentSchema, data: ContentData): FieldAt<TextField>[] {
  return fieldsAt(schema, data).filter((f): f is FieldAt<TextField> => f.field.kind === "text");
}

/** "Slide 2: Caption title", or the field's own label at the top. */
export function fieldLabel(at: FieldAt): string {
  return at.list ? `${at.list.field.itemLabel} ${at.list.index + 1}: ${at.field.label}` : at.field.label;
}

export function textOf(data: ContentData, locale: string, path: string): string {
  return data.texts[locale]?.[path] ?? "";
}

/** A translation whose English original changed after it was saved (or confirmed). */
export interface OutdatedTranslation {
  locale: Locale;
  path: string;
  label: string;
  /** The English text the translation was made from. */
  was: string;
}

/** Translations (non-empty) whose English text is no longer the one they were made from. */
export function outdatedTranslations(
  schema: DocumentSchema,
  data: ContentData,
  translated: readonly Locale[],
): OutdatedTranslation[] {
  const out: OutdatedTranslation[] = [];
  for (const at of textFieldsAt(schema, data)) {
    const english = textOf(data, defaultLocale, at.path);
    for (const locale of translated) {
      if (!textOf(data, locale, at.path).trim()) continue;
      const was = data.sources[locale]?.[at.path];
      if (was !== undefined && was !== english) out.push({ locale, path: at.path, label: fieldLabel(at), was });
    }
  }
  return out;
}

/** What changed between two states, field by field and language by language, in the editor's order. */
export interface FieldChange {
  path: string;
  label: string;
  /** The language of a text; absent for a value or a photo. */
  locale?: string;
  before: string;
  after: string;
}

export function changesBetween(
  schema: DocumentSchema,
  before: ContentData,
  after: ContentData,
  locales: readonly string[],
): FieldChange[] {
  const changes: FieldChange[] = [];
  const seen = new Set<string>();
  for (const data of [after, before]) {
    for (const at of fieldsAt(schema, data)) {
      if (seen.has(at.path)) continue;
      seen.add(at.path);
      const label = fieldLabel(at);
      if (at.field.kind === "text") {
        for (const locale of locales) {
          const a = textOf(before, locale, at.path);
          const b = textOf(after, locale, at.path);
          if (a !== b) changes.push({ path: at.path, label, locale, before: a, after: b });
        }
      } else {
        const a = before.values[at.path] ?? "";
        const b = after.values[at.path] ?? "";
        if (a !== b) changes.push({ path: at.path, label, before: a, after: b });
      }
    }
  }
  for (const field of schema.fields) {
    if (field.kind !== "list") continue;
    const a = before.lists[field.key] ?? [];
    const b = after.lists[field.key] ?? [];
    if (a.join() !== b.join() && a.length === b.length)
      changes.push({ path: field.key, label: `${field.label}: order`, before: "", after: "" });
  }
  return changes;
}

/** The media ids the photo fields of a state name. */
export function photoIds(schema: DocumentSchema, data: ContentData): number[] {
  const ids = fieldsAt(schema, data)
    .filter((at) => at.field.kind === "photo")
    .map((at) => Number(data.values[at.path]))
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)];
}

/** A short random id for a new list item. */
export function newItemId(taken: readonly string[]): string {
  for (;;) {
    const id = Math.random().toString(36).slice(2, 8);
    if (/^[a-z]/.test(id) && !taken.includes(id)) return id;
  }
}
