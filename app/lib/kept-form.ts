/**
 * A form post refused because the session had ended is kept on the server
 * and offered back, filled in, once the same official has signed in again
 * (decision 0055). These names are shared by the browser and the server.
 */

/** The query parameter of the page the official comes back to: the kept post's token. */
export const keptParam = "kept";

/** The hidden field of every officials' form that says, signed, whose form it is. */
export const markField = "_official";

/** A kept post as the form it came from gets it back: its id and its text fields, in order. */
export interface KeptForm {
  formId: string;
  values: [name: string, value: string][];
  /**
   * Where to see each stored photo a kept value may name (id → preview address): a photo
   * picked, and so uploaded, before the session ended comes back shown, not only as its id.
   */
  previews?: Record<string, string>;
}

/** The kept post's `_base` (the record it was typed on), if it had one. */
export function keptValue(kept: KeptForm, name: string): string | null {
  return kept.values.find(([field]) => field === name)?.[1] ?? null;
}
