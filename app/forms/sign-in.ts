import { z } from "zod";

/** Error codes, turned into words in the page's language by the sign-in copy. */
export const signInSchema = z.object({
  email: z.string().trim().min(1, "emailRequired").max(254, "emailInvalid").pipe(z.email("emailInvalid")),
  password: z.string().min(1, "passwordRequired").max(1024, "passwordRequired"),
});

export type SignInErrorCode = "emailRequired" | "emailInvalid" | "passwordRequired";
