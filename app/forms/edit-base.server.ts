import { baseField, type ConflictField, choicePrefix, decodeBase, type FormValues, sameText } from "./edit-base";

/**
 * Checks a save against what is stored now (decision 0052). `form` is the
 * post's text fields; `current` the stored record as the form's defaults
 * have it. First each "Take theirs" the official chose puts the stored value
 * into `form`; then every field the stored record changed since `_base`
 * whose sent value differs from the stored one is a conflict, and the save
 * must be refused. A field the official had not touched gets the stored
 * value in `form` too, so the refused form shows theirs. Names starting with
 * "#" are parts of the record the form has no field for (a list's order);
 * the official's value of those is the base's. A post without `_base` (an
 * old page, a script) is not checked.
 */
export function findConflicts(
  form: URLSearchParams,
  current: FormValues,
  /** Null: not a field of this record (an old page's field the record no longer has), never a conflict. */
  labelOf: (name: string) => string | null,
): ConflictField[] {
  const base = decodeBase(form.get(baseField));
  const setValue = (name: string, value: string) => {
    if (!name.startsWith("#")) form.set(name, value);
  };
  for (const [name, value] of [...form.entries()]) {
    if (!name.startsWith(choicePrefix) || !value.startsWith("theirs:")) continue;
    const field = value.slice("theirs:".length);
    if (Object.hasOwn(current, field)) setValue(field, current[field] ?? "");
  }
  if (!base) return [];
  const conflicts: ConflictField[] = [];
  for (const name of new Set([...Object.keys(base), ...Object.keys(current)])) {
    const label = labelOf(name);
    if (label === null) continue;
    const theirs = current[name] ?? "";
    if (sameText(base[name], theirs)) continue;
    const mine = name.startsWith("#") ? (base[name] ?? "") : (form.get(name) ?? "");
    if (sameText(mine, theirs)) continue;
    const untouched = sameText(mine, base[name]);
    if (untouched) setValue(name, theirs);
    conflicts.push({ name, label, theirs, mine, untouched });
  }
  return conflicts;
}
