import { z } from "zod/mini";
import { errorWords } from "./fields";

/**
 * The codes each field of the sign-in form can report, turned into words in
 * the page's language by the sign-in copy (its `errors`). zod/mini like every
 * other form (decision 0063): nothing here needs full zod.
 */
export const signInErrorCodes = {
  email: ["emailRequired", "emailInvalid"],
  password: ["passwordRequired"],
} as const;

export type SignInErrorCode = (typeof signInErrorCodes)[keyof typeof signInErrorCodes][number];

export const signInSchema = z.object({
  email: z
    .string({ error: "emailRequired" })
    .check(
      z.trim(),
      z.minLength(1, { error: "emailRequired", abort: true }),
      z.maxLength(254, { error: "emailInvalid", abort: true }),
      z.regex(z.regexes.email, { error: "emailInvalid" }),
    ),
  password: z
    .string({ error: "passwordRequired" })
    .check(
      z.minLength(1, { error: "passwordRequired", abort: true }),
      z.maxLength(1024, { error: "passwordRequired" }),
    ),
});

/** parseWithSchema's `translate` for the sign-in form, from the page's copy of the codes. */
export function signInErrorWords(messages: Readonly<Record<SignInErrorCode, string>>) {
  return errorWords(signInErrorCodes, (_field, code) => messages[code as SignInErrorCode]);
}
