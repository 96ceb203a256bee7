import { z } from "zod";

export const nameIdYearRequired = "Name, Member ID and Year are required.";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Keep it under ${max} characters.`)
    .transform((v) => (v === "" ? null : v));

export const memberSchema = z.object({
  name: z.string().trim().min(1, nameIdYearRequired).max(120, "Keep the name under 120 characters."),
  memberNo: z.string().trim().min(1, nameIdYearRequired).max(40, "Keep the member ID under 40 characters."),
  joinedOn: z
    .string()
    .trim()
    .min(1, nameIdYearRequired)
    .regex(/^\d{4}-\d{2}(-\d{2})?$/, "Enter the joining date as a date.")
    .transform((v) => (v.length === 7 ? `${v}-01` : v)),
  designation: optionalText(80),
  message: optionalText(600),
  // Position is required on the add form and coerced to a number (SPEC 5).
  position: z
    .string()
    .trim()
    .min(1, "Position is required.")
    .regex(/^-?\d{1,6}$/, "Position must be a whole number.")
    .transform(Number),
});

/** The edit dialog: like the add form, but Position may be left empty (sorts last). */
export const memberEditSchema = memberSchema.extend({
  position: z
    .string()
    .trim()
    .regex(/^(-?\d{1,6})?$/, "Position must be a whole number.")
    .transform((v) => (v === "" ? null : Number(v))),
});

export type MemberInput = z.infer<typeof memberSchema>;
