// zod/mini, like every form's schema (decision 0019). These schemas run only
// on the server: the visitors' pages check nothing in the browser (decision 0063).
import { z } from "zod/mini";
import { fill } from "~/i18n/types";
import { cleanText } from "~/lib/clean-text";

/**
 * Building blocks shared by the public forms (join, contact). Every schema
 * reports error *codes* (its `error` strings), never sentences: the action
 * parses the form with parseWithSchema and `errorWords`, which turns each code
 * into the page's language from the page's copy, so one schema serves every
 * language (decision 0063).
 */

/** Page copy for every code of every field: a missing message fails the type check. */
export type ErrorMessages<Codes extends Record<string, readonly string[]>> = {
  readonly [F in keyof Codes]: { readonly [C in Codes[F][number]]: string };
};

/**
 * A public form's `translate` for parseWithSchema: the code a field reports,
 * in the words `words` gives it. A code the field does not declare (should not
 * happen) reads as the field's first one, so a visitor never sees a code.
 */
export function errorWords<Codes extends Record<string, readonly string[]>>(
  codes: Codes,
  words: (field: keyof Codes & string, code: string) => string,
): (code: string, field: string) => string {
  return (code, field) => {
    const allowed: readonly string[] | undefined = Object.hasOwn(codes, field) ? codes[field] : undefined;
    if (!allowed) return code;
    return words(field, allowed.includes(code) ? code : (allowed[0] ?? code));
  };
}

/**
 * The words of each code of a form whose copy has them per field, with the
 * numbers they quote ({min}, {max}) filled in.
 */
export function fieldErrorWords<Codes extends Record<string, readonly string[]>>(
  codes: Codes,
  messages: ErrorMessages<Codes>,
  values: Record<keyof Codes, Record<string, number>>,
) {
  return errorWords(codes, (field, code) =>
    fill((messages[field] as Readonly<Record<string, string>>)[code] ?? code, values[field]),
  );
}

/**
 * Full-width digits and signs (Korean and Japanese keyboards) become ASCII; outer spaces go,
 * and so do control characters and non-characters (app/lib/clean-text.ts; line breaks stay).
 */
const tidy = (value: string) => cleanText(value.normalize("NFKC"), { multiLine: true }).trim();

/** Required text of at most `max` characters. */
export function requiredText(max: number) {
  return z
    .string({ error: "required" })
    .check(
      z.overwrite(tidy),
      z.minLength(1, { error: "required", abort: true }),
      z.maxLength(max, { error: "tooLong" }),
    );
}

export const limits = {
  name: 100,
  email: 254,
  phone: 25,
  /** The join form's reason and the contact form's message. */
  body: 2000,
  ageMin: 18,
  ageMax: 120,
  phoneDigitsMin: 7,
  phoneDigitsMax: 15,
} as const;

/** A name is one line: line breaks and runs of spaces become one space, so it can never start a mail header. */
export const nameField = () => requiredText(limits.name).check(z.overwrite((value) => value.replace(/\s+/g, " ")));

export const emailField = () => requiredText(limits.email).check(z.regex(z.regexes.email, { error: "invalidEmail" }));

/**
 * Indian or international numbers: digits, spaces, hyphens and one leading +,
 * with 7 to 15 digits (15 is the longest number E.164 allows).
 */
export const phoneField = () =>
  requiredText(limits.phone).check(
    z.regex(/^\+?[0-9][0-9 -]*$/, { error: "invalidPhone", abort: true }),
    z.refine(
      (value) => {
        const digits = value.replace(/\D/g, "").length;
        return digits >= limits.phoneDigitsMin && digits <= limits.phoneDigitsMax;
      },
      { error: "invalidPhone" },
    ),
  );

/** A whole number of years, typed as text (inputmode="numeric"), read as a number. */
export const ageField = () =>
  z.pipe(
    z
      .string({ error: "required" })
      .check(
        z.overwrite(tidy),
        z.minLength(1, { error: "required", abort: true }),
        z.regex(/^\d+$/, { error: "notWholeNumber", abort: true }),
      ),
    z.pipe(
      z.transform(Number),
      z
        .number()
        .check(
          z.minimum(limits.ageMin, { error: "tooYoung", abort: true }),
          z.maximum(limits.ageMax, { error: "tooOld" }),
        ),
    ),
  );
