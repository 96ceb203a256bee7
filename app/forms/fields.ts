// zod/mini: the same engine as "zod" with functions instead of methods, so the
// browser only downloads the checks these forms use (under a third of the size).
import { z } from "zod/mini";
import { cleanText } from "~/lib/clean-text";

/**
 * Building blocks shared by the public forms. Every schema reports error
 * *codes* (its `error` strings), never sentences: the page turns a code into a
 * message in its own language, so one schema serves both languages, the
 * browser and the action.
 */

/** The raw text of every field, as typed: what a failed submission sends back so nothing is retyped. */
export type FormValues<F extends string> = Record<F, string>;

/** The first problem of each field that has one. */
export type FieldErrors<Codes extends Record<string, readonly string[]>> = {
  [F in keyof Codes]?: Codes[F][number];
};

/** Page copy for every code of every field: a missing message fails the type check. */
export type ErrorMessages<Codes extends Record<string, readonly string[]>> = {
  readonly [F in keyof Codes]: { readonly [C in Codes[F][number]]: string };
};

export type Validation<Codes extends Record<string, readonly string[]>, Out> =
  | { success: true; data: Out }
  | { success: false; errors: FieldErrors<Codes> };

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

/** The submitted text of each field; a field that did not arrive counts as empty. */
export function readValues<F extends string>(fields: readonly F[], source: FormData): FormValues<F> {
  const values = {} as FormValues<F>;
  for (const field of fields) {
    const value = source.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

/** Runs `schema` and keeps, per field, the first code that field may report. */
export function validateWith<Codes extends Record<string, readonly string[]>, S extends z.ZodMiniType>(
  schema: S,
  codes: Codes,
  values: Record<string, string>,
): Validation<Codes, z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    const allowed = codes[field];
    if (!allowed || field in errors) continue;
    // A code the field does not declare (should not happen) reads as the field's first one.
    errors[field] = allowed.includes(issue.message) ? issue.message : (allowed[0] ?? "required");
  }
  // In the order of the form, so the summary and the focus follow the page.
  const ordered: Record<string, string> = {};
  for (const field of Object.keys(codes)) {
    if (errors[field]) ordered[field] = errors[field];
  }
  return { success: false, errors: ordered as FieldErrors<Codes> };
}
