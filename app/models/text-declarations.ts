import type { DB } from "~/db/schema";

/** The tables of per-language texts and the column naming the record each row belongs to. */
export const ownerColumns = {
  project_texts: "project_id",
  member_texts: "member_id",
  member_public_change_texts: "member_id",
  event_texts: "event_id",
} as const;

export type TextTable = keyof typeof ownerColumns;

/** The columns of a texts table that hold a text (not the owner, not the language). */
export type TextColumn<Table extends TextTable> = Exclude<keyof DB[Table], (typeof ownerColumns)[Table] | "locale">;

/**
 * A record's texts in each language, declared once (models/project-texts.ts,
 * member-texts.ts, event-texts.ts): each text's name, its column, its label,
 * its limit and its lines. The reader and writer of the rows, the form
 * schema, the form's inputs and the labels of a save conflict follow it.
 * Pure, so the browser's forms may read the declarations.
 */
export type TextDeclarations<Table extends TextTable> = Record<
  string,
  {
    column: TextColumn<Table>;
    label: string;
    max: number;
    /** Lines of the form's text area; 0 for a one-line input. */
    rows: number;
  }
>;

/** A record's texts in one language; null shows the default language's text. */
export type TextsOf<Fields> = { [Name in keyof Fields]: string | null };
