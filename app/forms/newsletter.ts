import { z } from "zod/mini";
import { type ErrorMessages, emailField, fieldErrorWords, limits } from "./fields";

/** The bulletin's sign-up form (issue 26): an address, and the ticked consent. */
export const newsletterErrorCodes = {
  email: ["required", "tooLong", "invalidEmail"],
  consent: ["required"],
} as const;

export type NewsletterField = keyof typeof newsletterErrorCodes;

export const newsletterSchema = z.object({
  email: emailField(),
  consent: z.literal("yes", { error: "required" }),
});

export function newsletterErrorWords(messages: ErrorMessages<typeof newsletterErrorCodes>) {
  return fieldErrorWords(newsletterErrorCodes, messages, { email: { max: limits.email }, consent: {} });
}
