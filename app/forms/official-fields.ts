// zod/mini: officials' schemas are shipped to the browser with their forms (decision 0019).
import { z } from "zod/mini";
import type { Locale } from "~/i18n/locales";
import { cleanText } from "~/lib/clean-text";
import { localizedFields } from "./locale-fields";

/** No control characters or non-characters (line breaks stay): what the database will store (app/db/clean-text-plugin.ts). */
const clean = (value: string) => cleanText(value, { multiLine: true });

/**
 * Building blocks of the officials' form schemas. Each reads the text of one
 * field; a field missing from the post counts as empty, so it gets its own
 * message rather than a malformed-form one. Officials' screens are in
 * English, so the schemas carry the English sentences themselves.
 */

/** Any text, trimmed, of at most `max` characters. (prefault, not default: a missing field is checked as "".) */
export const text = (max: number, tooLong = `Keep it under ${max} characters.`) =>
  z.prefault(z.string().check(z.overwrite(clean), z.trim(), z.maxLength(max, { error: tooLong })), "");

/** Text that must not be empty. */
export const requiredText = (max: number, required: string, tooLong = `Keep it under ${max} characters.`) =>
  z.prefault(
    z
      .string()
      .check(
        z.overwrite(clean),
        z.trim(),
        z.minLength(1, { error: required, abort: true }),
        z.maxLength(max, { error: tooLong }),
      ),
    "",
  );

/** Text that may be left empty, read as null then. */
export const optionalText = (max: number, tooLong?: string) =>
  z.pipe(
    text(max, tooLong),
    z.transform((value) => (value === "" ? null : value)),
  );

/**
 * A record's declared texts (models/project-texts.ts and its siblings) in
 * every language: titleEn, titleKo… each optional and as long as its
 * declaration allows.
 */
export function declaredTexts<Fields extends Record<string, { max: number }>>(fields: Fields) {
  return localizedFields(
    Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, optionalText(field.max)])),
  ) as Record<`${keyof Fields & string}${Capitalize<Locale>}`, ReturnType<typeof optionalText>>;
}

/** A real calendar date written 2026-04-01: not 2026-02-30, which Date would roll over into March, nor 2026-13-45. */
export function isRealDate(value: string) {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Text that may be left empty and otherwise must match `valid` (a pattern, or a check). */
export const emptyOr = (max: number, valid: RegExp | ((value: string) => boolean), error: string) => {
  const passes = typeof valid === "function" ? valid : (value: string) => valid.test(value);
  return z.pipe(text(max), z.string().check(z.refine((value) => value === "" || passes(value), { error })));
};

/** A checkbox: sent as "on" when ticked, not sent at all when not. */
export const checkbox = () =>
  z.pipe(
    z.optional(z.string()),
    z.transform((value) => value === "on" || value === "1" || value === "true"),
  );
