import type { core } from "zod";

/** The first message for each field of a failed parse. */
export function fieldErrors(error: core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Plain text values of a form, for putting typed values back after an error. */
export function formValues(form: FormData | Record<string, string[]>): Record<string, string> {
  const values: Record<string, string> = {};
  if (form instanceof FormData) {
    for (const [key, value] of form) if (typeof value === "string" && !(key in values)) values[key] = value;
  } else {
    for (const [key, list] of Object.entries(form)) values[key] = list[0] ?? "";
  }
  return values;
}
