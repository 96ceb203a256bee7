import { commonPasswords } from "./common-passwords";

export const minPasswordLength = 8;
const maxPasswordLength = 256;

export type PasswordProblem = "too-short" | "too-long" | "common";

/** ASVS level 1: at least 8 characters, not one of the passwords everybody tries first. */
export function passwordProblem(password: string): PasswordProblem | null {
  if ([...password].length < minPasswordLength) return "too-short";
  if (password.length > maxPasswordLength) return "too-long";
  const folded = password.toLowerCase();
  if (commonPasswords.has(folded) || commonPasswords.has(folded.replace(/[\d!@#$%^&*.]+$/, ""))) return "common";
  return null;
}

export const passwordProblemText: Record<PasswordProblem, string> = {
  "too-short": `must be at least ${minPasswordLength} characters`,
  "too-long": `must be at most ${maxPasswordLength} characters`,
  common: "is one of the most common passwords; choose another",
};
