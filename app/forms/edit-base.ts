/**
 * Every edit form sends the values it was opened on (`_base`), so a save
 * made on an older state than the stored one is refused instead of undoing
 * someone else's change unseen (decision 0052). Values are the form's own:
 * field name → text, as the form's defaults have them.
 */
export type FormValues = Record<string, string>;

/** The hidden field with the values the form was opened on, as JSON. */
export const baseField = "_base";
export { choicePrefix, onceField } from "~/lib/form-field-names";

/** A field someone else changed since the form was opened. */
export interface ConflictField {
  name: string;
  /** The field's label, for the list above the form. */
  label: string;
  /** What is stored now. */
  theirs: string;
  /** What this official sent. */
  mine: string;
  /** The official had not changed this field: the refused form shows theirs, "Take theirs" chosen. */
  untouched: boolean;
}

/** What a refused save answers besides the usual reply: the stored values are the form's new base. */
export interface EditConflict {
  base: string;
  fields: ConflictField[];
  /** Who saved last and when (an ISO instant), where the record keeps it. */
  by: string | null;
  at: string | null;
}

export function encodeBase(values: FormValues): string {
  return JSON.stringify(values);
}

/** The values of a `_base` field, or null for one that is missing or not a flat map of texts. */
export function decodeBase(text: unknown): FormValues | null {
  if (typeof text !== "string" || text === "") return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
  const values: FormValues = Object.create(null);
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value !== "string") return null;
    values[name] = value;
  }
  return values;
}

/** Line ends as the browser sends them (CRLF) and as stored (LF) are the same text. */
export function sameText(a: string | undefined, b: string | undefined): boolean {
  return (a ?? "").replace(/\r\n?/g, "\n").trim() === (b ?? "").replace(/\r\n?/g, "\n").trim();
}
