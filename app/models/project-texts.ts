import type { TextDeclarations, TextsOf } from "./text-declarations";

/**
 * A project's texts in each language, declared once: the name every layer
 * uses (the save, the form's `titleKo`, the history), its column in
 * project_texts, its label and its limit. The reader, the writer, the form
 * schema, the form component, the history and the project page's query all
 * follow this list, so a new per-language text starts here (guide:
 * docs/guides/adding-a-field.md). Pure, so the browser's form may read it.
 */
export const projectTextFields = {
  title: { column: "title", label: "Title", max: 200, rows: 0 },
  shortNote: { column: "short_note", label: "Short note", max: 500, rows: 2 },
  /** Where it took place (migration 0017: one text for every language before). */
  location: { column: "location", label: "Location", max: 200, rows: 0 },
  description: { column: "description", label: "Description", max: 10_000, rows: 6 },
} as const satisfies TextDeclarations<"project_texts">;

export type ProjectTextName = keyof typeof projectTextFields;

export type ProjectTexts = TextsOf<typeof projectTextFields>;

export const projectTextNames = Object.keys(projectTextFields) as ProjectTextName[];
