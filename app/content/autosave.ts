/**
 * The page editor saves its draft by itself while the official types
 * (decision 0055): it posts the form to its own action with `?autosave`,
 * which answers in words instead of a page, and after which no page data
 * is loaded again (root.tsx and the editor's shouldRevalidate), so a lost
 * connection or an ended session never replaces the editor with an error.
 */
export const autosaveParam = "autosave";

/** Whether a request's or a submission's address is an autosave. */
export function isAutosave(address: string | null | undefined): boolean {
  if (!address) return false;
  try {
    return new URL(address, "http://localhost").searchParams.has(autosaveParam);
  } catch {
    return false;
  }
}

/**
 * What an autosave answers: "saved" with when, by whom and the stored values
 * (the form's next `_base`); "signed-out" or "failed" in place of a page; or,
 * without `autosave`, a refused form's reply (a conflict, a field to fix).
 */
export interface AutosaveResult {
  autosave?: "saved" | "signed-out" | "failed";
  savedAt?: string;
  by?: string | null;
  base?: string;
  ok?: boolean;
  conflict?: unknown;
}
