/** A project's own rules, browser-safe: the model enforces them and the forms say them. */

/** At most three media per project (SPEC 9). */
export const maxProjectMedia = 3;

/** The message when a code is taken; the model throws it and the form shows it. */
export function duplicateCodeMessage(code: string) {
  return `A project with the ID ${code} already exists.`;
}
