// zod/mini: shipped to the browser with the Handover page's forms (decision 0019).
import { z } from "zod/mini";
import { officerRoles } from "~/lib/role-labels";
import { rotaryYearHint } from "~/lib/rotary-year";
import { requiredText, text } from "./official-fields";
import { rotaryYearField } from "./rotary-year-field";

/**
 * The schemas' sentences, in English; the Handover screen gives them in the
 * official's language (handoverCopy.messages, with translatorOf).
 */
export const officerTermFormMessages = {
  chooseYear: "Choose the Rotary year.",
  yearFormat: rotaryYearHint,
  chooseOffice: "Choose the office.",
  officeNameTooLong: "Keep the office's name under 60 characters.",
  officeLabelRequired: "Name the office, e.g. Joint Secretary.",
  nameRequired: "Enter the officer's name.",
  nameTooLong: "Keep the name under 120 characters.",
  phoneTooLong: "Keep the phone number under 40 characters.",
  emailInvalid: "Enter a valid e-mail address.",
  termGone: "That term no longer exists.",
  unknownAction: "That action is not known.",
  /** official-fields.ts's default limit (a hidden id sent too long). */
  tooLong: "Keep it under {max} characters.",
} as const;

const messages = officerTermFormMessages;
const invalidEmail = messages.emailInvalid;

/** What a term says of its holder: the office's name (for "other"), the person and how to reach them. */
const holderFields = {
  // One line: a name typed with line breaks or runs of spaces gets single spaces.
  roleLabel: z.pipe(
    text(60, messages.officeNameTooLong),
    z.transform((label) => label.replace(/\s+/g, " ")),
  ),
  name: requiredText(120, messages.nameRequired, messages.nameTooLong),
  phone: text(40, messages.phoneTooLong),
  email: z.pipe(
    text(254, invalidEmail),
    z.string().check(
      z.toLowerCase(),
      z.refine((email) => email === "" || z.regexes.email.test(email), { error: invalidEmail }),
    ),
  ),
};

/** The message under "Name of the office" when an "other" office has none. */
export const officeLabelRequired = messages.officeLabelRequired;

/** One officer's term: the year, the office (named, for "other"), the person and how to reach them. */
export const officerTermSchema = z
  .object({
    rotaryYear: rotaryYearField(messages.chooseYear),
    role: z.enum(officerRoles, { error: messages.chooseOffice }),
    ...holderFields,
  })
  .check(
    z.refine((term) => term.role !== "other" || term.roleLabel !== "", {
      error: officeLabelRequired,
      path: ["roleLabel"],
    }),
  );

/**
 * A term edited in place: its year and office stay (a new office is a new
 * term); the person, how to reach them, and an "other" office's name change.
 * Whether the office needs a name is the stored term's to say, so the server
 * checks it (officeLabelRequired).
 */
export const officerTermEditSchema = z.object({
  id: requiredText(10, messages.termGone),
  ...holderFields,
});

/** The one-button forms of an officer's card: what to do, and to which term. */
export const termActionSchema = z.object({
  intent: z.enum(["end-access", "keep-access", "remove-term"], { error: messages.unknownAction }),
  id: requiredText(10, messages.termGone),
});
