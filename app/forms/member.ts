import { z } from "zod";
import { fieldErrors } from "./errors";

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

export const memberSchema = z.object({
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
  designation: optionalText(80),
  message: optionalText(600),
  // Position is required on the add form and coerced to a number (SPEC 5).
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
export const memberEditSchema = memberSchema.extend({
  position: sent(
    z
      .string()
      .trim()
      .regex(/^(-?\d{1,6})?$/, "Position must be a whole number.")
      .transform((v) => (v === "" ? null : Number(v))),
  ),
});

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
