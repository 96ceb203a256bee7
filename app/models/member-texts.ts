import type { TextDeclarations, TextsOf } from "./text-declarations";

/**
 * A member's texts in each language, declared once: the name every layer uses
 * (the save, the form's `designationKo`), its column in member_texts, its
 * label and its limit. The reader, the writer, the form schema, the form's
 * inputs and the labels of a save conflict follow this list, so a new
 * per-language text starts here (guide: docs/guides/adding-a-field.md). Pure,
 * so the browser's form may read it.
 */
export const memberTextFields = {
  designation: { column: "designation", label: "Designation", max: 80, rows: 0 },
  message: { column: "message", label: "Message", max: 600, rows: 4 },
} as const satisfies TextDeclarations<"member_texts">;

export type MemberTextName = keyof typeof memberTextFields;

/** A member's texts in one language; null shows the English text (or, with none, "Member" and Rotary's motto). */
export type MemberTexts = TextsOf<typeof memberTextFields>;

export const memberTextNames = Object.keys(memberTextFields) as MemberTextName[];
