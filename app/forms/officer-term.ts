// zod/mini: shipped to the browser with the Handover page's forms (decision 0019).
import { z } from "zod/mini";
import type { OfficerRole } from "~/db/schema";
import { requiredText, text } from "./official-fields";
import { rotaryYearField } from "./rotary-year-field";

export const officerRoles = [
  "president",
  "secretary",
  "foundation_chair",
  "treasurer",
  "other",
] as const satisfies readonly OfficerRole[];

/** Officials' screens are in English; the footer names the offices in the page's language. */
export const officerRoleNames: Record<OfficerRole, string> = {
  president: "President",
  secretary: "Secretary",
  foundation_chair: "Foundation Chair",
  treasurer: "Treasurer",
  other: "Other office",
};

const invalidEmail = "Enter a valid e-mail address.";

/** One officer's term: the year, the office (named, for "other"), the person and how to reach them. */
export const officerTermSchema = z
  .object({
    rotaryYear: rotaryYearField("Choose the Rotary year."),
    role: z.enum(officerRoles, { error: "Choose the office." }),
    // One line: a name typed with line breaks or runs of spaces gets single spaces.
    roleLabel: z.pipe(
      text(60, "Keep the office's name under 60 characters."),
      z.transform((label) => label.replace(/\s+/g, " ")),
    ),
    name: requiredText(120, "Enter the officer's name.", "Keep the name under 120 characters."),
    phone: text(40, "Keep the phone number under 40 characters."),
    email: z.pipe(
      text(254, invalidEmail),
      z.string().check(
        z.toLowerCase(),
        z.refine((email) => email === "" || z.regexes.email.test(email), { error: invalidEmail }),
      ),
    ),
  })
  .check(
    z.refine((term) => term.role !== "other" || term.roleLabel !== "", {
      error: "Name the office, e.g. Joint Secretary.",
      path: ["roleLabel"],
    }),
  );

export type OfficerTermInput = z.output<typeof officerTermSchema>;

/** The one-button forms of an officer's card: what to do, and to which term. */
export const termActionSchema = z.object({
  intent: z.enum(["end-access", "keep-access", "remove-term"], { error: "That action is not known." }),
  id: requiredText(10, "That term no longer exists."),
});
