// zod/mini: these schemas are shipped to the browser with their forms (decision 0019).
import { z } from "zod/mini";
import { defaultLocale, type Locale, locales } from "~/i18n/locales";
import { type PasswordProblem, passwordProblem, passwordProblemText } from "~/lib/password-rules";
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

/**
 * The schemas' sentences that the pages for someone not signed in (forgot
 * password, reset, invitation) show in the page's language (accountMessages).
 */
export const accountFormMessages = {
  emailRequired: "Enter an e-mail address.",
  emailTooLong: "That e-mail address is too long.",
  emailInvalid: "Enter an e-mail address like name@example.org.",
  nameRequired: "Enter your name.",
  nameTooLong: "Keep your name under 100 characters.",
  passwordsDiffer: "The two passwords differ. Type the same password twice.",
} as const;

type AccountMessages = Record<keyof typeof accountFormMessages, string> & {
  passwordProblems: Record<PasswordProblem, string>;
};

/**
 * The translate function of those pages' forms (parseWithSchema), in the
 * browser and in the action: each English sentence of the schemas becomes
 * the page's; anything else stays as it is.
 */
export function accountMessages(messages: AccountMessages): (message: string) => string {
  const table = new Map<string, string>();
  for (const key of Object.keys(accountFormMessages) as (keyof typeof accountFormMessages)[])
    table.set(accountFormMessages[key], messages[key]);
  for (const problem of Object.keys(passwordProblemText) as PasswordProblem[])
    table.set(passwordMessage(problem), messages.passwordProblems[problem]);
  return (message) => table.get(message) ?? message;
}

const email = () =>
  requiredText(254, accountFormMessages.emailRequired, accountFormMessages.emailTooLong).check(
    z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: accountFormMessages.emailInvalid }),
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
  { error: accountFormMessages.passwordsDiffer, path: ["passwordAgain"] },
);

/** The fields that hold passwords: never sent back into the page after an error. */
export const passwordFields = ["currentPassword", "password", "passwordAgain"] as const;

export const roles = ["editor", "treasurer", "administrator"] as const;

/** The invitation and role forms' sentences (the Officials screen gives them in the official's language). */
export const officialsFormMessages = {
  emailRequired: accountFormMessages.emailRequired,
  emailTooLong: accountFormMessages.emailTooLong,
  emailInvalid: accountFormMessages.emailInvalid,
  chooseRole: "Choose administrator, treasurer or editor.",
  chooseLanguage: "Choose the language of the invitation.",
} as const;

/** The invitation's language, which the new official's screens and e-mails then take (English when not sent). */
const invitationLocale = () =>
  z.prefault(
    z.enum(locales as readonly Locale[] as [Locale, ...Locale[]], { error: officialsFormMessages.chooseLanguage }),
    defaultLocale,
  );

export const inviteSchema = z.object({
  email: email(),
  role: z.enum(roles, { error: officialsFormMessages.chooseRole }),
  locale: invitationLocale(),
});

export const roleSchema = z.object({
  role: z.enum(roles, { error: officialsFormMessages.chooseRole }),
});

/** A confirmation: the record it is about travels in a hidden `id` field. */
export const confirmSchema = z.object({});

export const forgotPasswordSchema = z.object({ email: email() });

/** A member's "e-mail me a sign-in link": the same one field. */
export const memberSignInSchema = forgotPasswordSchema;

/** The button on a member's sign-in link's page. */
export const signInLinkSchema = z.object({ token: token() });

export const acceptInviteSchema = z
  .object({
    token: token(),
    name: requiredText(100, accountFormMessages.nameRequired, accountFormMessages.nameTooLong).check(
      z.overwrite((value) => value.replace(/\s+/g, " ")),
    ),
    password: newPassword(),
    passwordAgain: passwordAgain(),
  })
  .check(samePasswords);

export const resetPasswordSchema = z
  .object({ token: token(), password: newPassword(), passwordAgain: passwordAgain() })
  .check(samePasswords);

/** The account screen's own sentence (accountScreenCopy.enterCurrent in each language). */
export const currentPasswordRequired = "Enter your current password.";

export const changePasswordSchema = z
  .object({
    currentPassword: z.prefault(
      z
        .string()
        .check(
          z.minLength(1, { error: currentPasswordRequired }),
          z.maxLength(1024, { error: currentPasswordRequired }),
        ),
      "",
    ),
    password: newPassword(),
    passwordAgain: passwordAgain(),
  })
  .check(samePasswords);
