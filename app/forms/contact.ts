import { z } from "zod/mini";
import { type ErrorMessages, emailField, fieldErrorWords, limits, nameField, phoneField, requiredText } from "./fields";

/** The codes each field of the contact form can report, in the form's order. */
export const contactErrorCodes = {
  name: ["required", "tooLong"],
  email: ["required", "tooLong", "invalidEmail"],
  phone: ["required", "tooLong", "invalidPhone"],
  message: ["required", "tooLong"],
} as const;

export type ContactField = keyof typeof contactErrorCodes;
export const contactFields = Object.keys(contactErrorCodes) as ContactField[];

export const contactSchema = z.object({
  name: nameField(),
  email: emailField(),
  phone: phoneField(),
  message: requiredText(limits.body),
});

export type ContactMessage = z.output<typeof contactSchema>;

/** The numbers the error messages quote ({max}). */
export const contactMessageValues: Record<ContactField, Record<string, number>> = {
  name: { max: limits.name },
  email: { max: limits.email },
  phone: { max: limits.phone },
  message: { max: limits.body },
};

/** parseWithSchema's `translate` for the contact form: each code in the words of the page's copy. */
export function contactErrorWords(messages: ErrorMessages<typeof contactErrorCodes>) {
  return fieldErrorWords(contactErrorCodes, messages, contactMessageValues);
}
