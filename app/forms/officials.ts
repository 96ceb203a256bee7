// zod/mini: these schemas are shipped to the browser with their forms (decision 0019).
import { z } from "zod/mini";
import { type PasswordProblem, passwordProblem, passwordProblemText } from "~/auth/password-rules";
import { requiredText, text } from "./official-fields";

/**
 * The forms about officials and their own accounts. The one password rule
 * that needs the official's address (not the address itself) is checked
 * again on the server, which knows it; every other rule is checked here, in
 * the browser and in the action alike.
 */

/** What the forms say about a password the rules refuse. */
export function passwordMessage(problem: PasswordProblem) {
  return `The password ${passwordProblemText[problem]}.`;
}

const email = () =>
  requiredText(254, "Enter an e-mail address.", "That e-mail address is too long.").check(
    z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: "Enter an e-mail address like name@example.org." }),
  );

/** Passwords are taken as typed: spaces count, nothing is trimmed. */
const newPassword = () =>
  z.prefault(
    z.string().check(
      z.superRefine((value, ctx) => {
        const problem = passwordProblem(value);
        if (problem) ctx.addIssue({ code: "custom", message: passwordMessage(problem), input: value });
      }),
    ),
    "",
  );

const passwordAgain = () => z.prefault(z.string(), "");

/** The token of the link the page was opened with, sent back in a hidden field. */
const token = () => text(64);

/** A new password is typed twice, so a typo cannot lock its owner out. */
const samePasswords = z.refine<{ password: string; passwordAgain: string }>(
  (values) => values.password === values.passwordAgain,
  { error: "The two passwords differ. Type the same password twice.", path: ["passwordAgain"] },
);

/** The fields that hold passwords: never sent back into the page after an error. */
export const passwordFields = ["currentPassword", "password", "passwordAgain"] as const;

export const roles = ["editor", "administrator"] as const;

export const inviteSchema = z.object({
  email: email(),
  role: z.enum(roles, { error: "Choose administrator or editor." }),
});

export const roleSchema = z.object({
  role: z.enum(roles, { error: "Choose administrator or editor." }),
});

/** A confirmation: the record it is about travels in a hidden `id` field. */
export const confirmSchema = z.object({});

export const forgotPasswordSchema = z.object({ email: email() });

export const acceptInviteSchema = z
  .object({
    token: token(),
    name: requiredText(100, "Enter your name.", "Keep your name under 100 characters.").check(
      z.overwrite((value) => value.replace(/\s+/g, " ")),
    ),
    password: newPassword(),
    passwordAgain: passwordAgain(),
  })
  .check(samePasswords);

export const resetPasswordSchema = z
  .object({ token: token(), password: newPassword(), passwordAgain: passwordAgain() })
  .check(samePasswords);

export const changePasswordSchema = z
  .object({
    currentPassword: z.prefault(
      z
        .string()
        .check(
          z.minLength(1, { error: "Enter your current password." }),
          z.maxLength(1024, { error: "Enter your current password." }),
        ),
      "",
    ),
    password: newPassword(),
    passwordAgain: passwordAgain(),
  })
  .check(samePasswords);
