import { z } from "zod";
import { type Locale, locales } from "~/i18n/locales";
import { fieldErrors } from "./errors";
import { localizedField, localizedFields } from "./locale-fields";

/** SPEC 5's words for a member sent without a name, member ID or joining date. */
export const nameIdYearRequired = "Name, Member ID and Year are required.";
export const photoRequired = "Please upload the member's image first.";

const required = {
  name: "Enter the member's name.",
  memberNo: "Enter the Member ID.",
  joinedOn: "Enter the joining date.",
} as const;

/** A field the browser always sends; one left out of the post counts as empty, not as a malformed form. */
const sent = <T extends z.ZodType>(schema: T) => z.preprocess((value) => value ?? "", schema);

const optionalText = (max: number) =>
  sent(
    z
      .string()
      .trim()
      .max(max, `Keep it under ${max} characters.`)
      .transform((v) => (v === "" ? null : v)),
  );

/** The facts of a member; the add form requires Position and reads it as a number (SPEC 5). */
const memberFacts = z.object({
  name: sent(z.string().trim().min(1, required.name).max(120, "Keep the name under 120 characters.")),
  memberNo: sent(z.string().trim().min(1, required.memberNo).max(40, "Keep the member ID under 40 characters.")),
  joinedOn: sent(
    z
      .string()
      .trim()
      .min(1, required.joinedOn)
      .regex(/^\d{4}-\d{2}(-\d{2})?$/, "Enter the joining date as a date.")
      .transform((v) => (v.length === 7 ? `${v}-01` : v)),
  ),
  position: sent(
    z
      .string()
      .trim()
      .min(1, "Position is required.")
      .regex(/^-?\d{1,6}$/, "Position must be a whole number.")
      .transform(Number),
  ),
});

/** The edit dialog: like the add form, but Position may be left empty (sorts last). */
const memberEditFacts = memberFacts.extend({
  position: sent(
    z
      .string()
      .trim()
      .regex(/^(-?\d{1,6})?$/, "Position must be a whole number.")
      .transform((v) => (v === "" ? null : Number(v))),
  ),
});

/** A member's texts in one language; null shows the English text (or, with none, "Member" and Rotary's motto). */
export interface MemberTexts {
  designation: string | null;
  message: string | null;
}

/** One group of the form per language of the registry: designationEn, messageEn, designationKo… all optional. */
const textsSchema = z.object(localizedFields({ designation: optionalText(80), message: optionalText(600) }));

/** A form's facts and each language's texts, gathered by language. */
function withTexts<Facts extends z.ZodObject>(facts: Facts) {
  return z.intersection(facts, textsSchema).transform((parsed) => {
    const fields = parsed as Record<string, unknown>;
    const text = (field: keyof MemberTexts, locale: Locale) =>
      (fields[localizedField(field, locale)] as string | null | undefined) ?? null;
    const texts = Object.fromEntries(
      locales.map((locale) => [locale, { designation: text("designation", locale), message: text("message", locale) }]),
    ) as Record<Locale, MemberTexts>;
    const factsOnly = Object.fromEntries(Object.keys(facts.shape).map((key) => [key, fields[key]])) as z.output<Facts>;
    return { ...factsOnly, texts };
  });
}

export const memberSchema = withTexts(memberFacts);
export const memberEditSchema = withTexts(memberEditFacts);

export type MemberInput = z.infer<typeof memberSchema>;

/**
 * Every problem of a member form at once: the photo's and each field's error
 * under the field, and above the form one sentence per problem, the missing
 * name, member ID or date in SPEC 5's words.
 */
export function memberFormErrors(
  parsed: { success: true } | { success: false; error: z.ZodError },
  photoError: string | null,
): { message: string; errors: Record<string, string> } | null {
  const errors: Record<string, string> = {
    ...(photoError ? { photo: photoError } : {}),
    ...(parsed.success ? {} : fieldErrors(parsed.error)),
  };
  const missing = new Set<string>(Object.values(required));
  const sentences = Object.values(errors).map((message) => (missing.has(message) ? nameIdYearRequired : message));
  if (sentences.length === 0) return null;
  return { message: [...new Set(sentences)].join(" "), errors };
}
