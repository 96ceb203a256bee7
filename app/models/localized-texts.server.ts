import type { Kysely } from "kysely";
import type { Db } from "~/db/connect.server";
import type { Locale } from "~/db/schema";
import { defaultLocale, locales } from "~/i18n/locales";
import { cleanText } from "~/lib/clean-text";
import { ownerColumns, type TextDeclarations, type TextsOf, type TextTable } from "./text-declarations";

export type { TextsOf };

// The tables differ only by name and columns, which the declaration gives; the
// one reader and writer below address them by those names.
type LooseDb = Kysely<Record<string, Record<string, string | number | null>>>;

/**
 * The one reader and writer of per-language text rows (projects, members,
 * events): a row per language that has a text (the default language's
 * always), each declared text in its column. Page content keeps its texts in
 * its versions' JSON instead (content/data.ts).
 */
export function localizedTexts<
  Table extends TextTable,
  Fields extends Record<string, Pick<TextDeclarations<Table>[string], "column" | "rows">>,
>(table: Table, fields: Fields) {
  type Texts = TextsOf<Fields>;
  const names = Object.keys(fields) as (keyof Fields & string)[];
  const owner: string = ownerColumns[table];
  const tableName: string = table;
  /** Each declared text's column, in the declaration's order. */
  const columns = names.map((name) => (fields[name] as { column: string }).column);
  /** A one-line text keeps no line break, as an input of one line would send it. */
  const oneLine = names.map((name) => (fields[name] as { rows?: number }).rows === 0);
  const stored = (value: string | null, index: number) =>
    value !== null && oneLine[index] ? cleanText(value, { multiLine: false }) : value;

  /** One language's texts from anything shaped like them: what is missing (saved before a text existed) is null. */
  function complete(texts: Partial<Record<keyof Fields, string | null>> | undefined): Texts {
    return Object.fromEntries(names.map((name) => [name, texts?.[name] ?? null])) as Texts;
  }

  function completeByLocale(texts: Partial<Record<Locale, Partial<Texts>>> | undefined): Record<Locale, Texts> {
    return Object.fromEntries(locales.map((locale) => [locale, complete(texts?.[locale])])) as Record<Locale, Texts>;
  }

  return {
    names,
    complete,
    completeByLocale,

    /** The texts of these records, by record and language (languages without a row are absent). */
    async read(db: Db, ids: readonly number[], only?: readonly Locale[]) {
      const found = new Map<number, Partial<Record<Locale, Texts>>>();
      if (ids.length === 0) return found;
      const loose = db as unknown as LooseDb;
      let query = loose
        .selectFrom(tableName)
        .select([owner, "locale", ...columns])
        .where(owner, "in", [...new Set(ids)]);
      if (only) query = query.where("locale", "in", [...new Set(only)]);
      for (const row of await query.execute()) {
        const id = Number(row[owner]);
        const texts = complete(
          Object.fromEntries(
            names.map((name, index) => [name, row[columns[index] as string] ?? null]),
          ) as Partial<Texts>,
        );
        found.set(id, { ...found.get(id), [row.locale as Locale]: texts });
      }
      return found;
    },

    /** Replaces a record's texts with these: call it inside the transaction that saves the record. */
    async write(db: Db, id: number, texts: Partial<Record<Locale, Partial<Texts>>>) {
      const loose = db as unknown as LooseDb;
      await loose.deleteFrom(tableName).where(owner, "=", id).execute();
      const filled = completeByLocale(texts);
      const rows = localesToStore(filled).map((locale) => ({
        [owner]: id,
        locale,
        ...Object.fromEntries(names.map((name, index) => [columns[index], stored(filled[locale][name], index)])),
      }));
      if (rows.length > 0) await loose.insertInto(tableName).values(rows).execute();
    },
  };
}

/**
 * The languages whose row of texts is written: the default language's always
 * (every other language falls back to it), another's only when it has a text.
 */
export function localesToStore<Texts extends object>(texts: Record<Locale, Texts>): Locale[] {
  return locales.filter(
    (locale) =>
      locale === defaultLocale || Object.values(texts[locale]).some((text) => text !== null && text !== undefined),
  );
}
