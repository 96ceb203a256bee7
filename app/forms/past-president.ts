// zod/mini: this schema is shipped to the browser with the form (decision 0019).
import { z } from "zod/mini";
import { rotaryYearHint } from "~/lib/rotary-year";
import { requiredText } from "./official-fields";
import { rotaryYearField } from "./rotary-year-field";

export const allFieldsRequired = "❗ All fields are required.";
export const pastPresidentNameTooLong = "Keep the name under 120 characters.";

/** Used by the add page and by the edit dialog (DESIGN.md, deliberate change 9). */
export const pastPresidentSchema = z.object({
  rotaryYear: rotaryYearField(allFieldsRequired),
  president: requiredText(120, allFieldsRequired, pastPresidentNameTooLong),
  secretary: requiredText(120, allFieldsRequired, pastPresidentNameTooLong),
});

/** The edit dialog's form: the row's id with its fields (a delete sends only the id and intent=delete). */
export const pastPresidentChange = z.extend(pastPresidentSchema, { id: z.optional(z.string()) });

/** The schema's messages in the page's language, on the server and in the edit dialog. */
export function pastPresidentMessages(content: {
  allFieldsRequired: string;
  yearFormat: string;
  nameTooLong?: string;
}) {
  return (message: string) =>
    message === allFieldsRequired
      ? content.allFieldsRequired
      : message === rotaryYearHint
        ? content.yearFormat
        : message === pastPresidentNameTooLong && content.nameTooLong
          ? content.nameTooLong
          : message;
}

/** A stored past president as the edit dialog shows it and sends it back (decision 0052). */
export function pastPresidentValues(entry: { rotaryYear: string; president: string; secretary: string }) {
  return { rotaryYear: entry.rotaryYear, president: entry.president, secretary: entry.secretary };
}
