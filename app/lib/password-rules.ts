import { commonPasswords } from "./common-passwords";

export const minPasswordLength = 8;
/** NIST SP 800-63B asks that at least 64 characters be allowed: long passphrases are welcome. */
const maxPasswordLength = 256;

export type PasswordProblem = "too-short" | "too-long" | "blank" | "email" | "repeated" | "sequential" | "common";

/** Runs people type instead of choosing: the alphabet, the digits and the keyboard's rows. */
const sequences = [
  "abcdefghijklmnopqrstuvwxyz",
  "01234567890",
  "qwertyuiopasdfghjklzxcvbnm",
  "qwertzuiop",
  "azertyuiop",
];

/** Digits and symbols people add at the end to satisfy a rule ("password1!"). */
const trailingDecoration = /[\d!@#$%^&*.?_\-\s]+$/;

function isRun(text: string) {
  if (text.length < 2) return false;
  return sequences.some((sequence) => sequence.includes(text) || [...sequence].reverse().join("").includes(text));
}

/** One character, or a short group of up to four, said again and again ("aaaaaaaa", "abababab", "passpass"). */
function isRepeated(text: string) {
  for (let size = 1; size <= 4 && size * 2 <= text.length; size++) {
    if (text.length % size === 0 && text.slice(0, size).repeat(text.length / size) === text) return true;
  }
  return false;
}

/**
 * NIST SP 800-63B §3.1.1.2: at least 8 characters, counted as given (spaces
 * count, but not a password of spaces only), and none of the passwords a
 * guesser tries first: the official's own e-mail address or its name part,
 * one character repeated, a run like abcdefgh, 12345678 or qwertyui, or a
 * password from the common list. Each with or without digits and symbols
 * added at the end.
 */
export function passwordProblem(password: string, email?: string | null): PasswordProblem | null {
  const length = [...password].length;
  if (length < minPasswordLength) return "too-short";
  if (length > maxPasswordLength) return "too-long";
  if (password.trim() === "") return "blank";
  const folded = password.toLowerCase();
  const bare = folded.replace(trailingDecoration, "");
  const candidates = bare.length >= 4 && bare !== folded ? [folded, bare] : [folded];
  if (email) {
    const address = email.trim().toLowerCase();
    const name = address.split("@")[0] ?? "";
    if (candidates.some((c) => c === address || (name !== "" && c === name))) return "email";
  }
  if (isRepeated(folded)) return "repeated";
  if (isRun(folded) || (bare.length >= 6 && isRun(bare))) return "sequential";
  if (candidates.some((c) => commonPasswords.has(c))) return "common";
  return null;
}

export const passwordProblemText: Record<PasswordProblem, string> = {
  "too-short": `must be at least ${minPasswordLength} characters`,
  "too-long": `must be at most ${maxPasswordLength} characters`,
  blank: "must not be only spaces",
  email: "must not be your e-mail address or the part before the @",
  repeated: "must not be one character or a short group repeated (like aaaaaaaa or abababab)",
  sequential: "must not be a run of letters, digits or keys in a row (like abcdefgh, 12345678 or qwertyui)",
  common: "is one of the most common passwords; choose another",
};
