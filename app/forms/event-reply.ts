import { z } from "zod/mini";
import { replyLimits } from "~/models/event-replies.server";
import { type ErrorMessages, emailField, fieldErrorWords, limits, nameField } from "./fields";

/**
 * A visitor's reply to an event (decision 0080): name and e-mail address, a
 * phone number if they like, how many guests, a note. A signed-in member sends
 * only the guests and the note.
 */
export const replyErrorCodes = {
  name: ["required", "tooLong"],
  email: ["required", "tooLong", "invalidEmail"],
  phone: ["tooLong", "invalidPhone"],
  guests: ["invalidGuests"],
  note: ["tooLong"],
} as const;

export type ReplyField = keyof typeof replyErrorCodes;

const guests = () =>
  z.pipe(
    z.prefault(
      z.string().check(
        z.trim(),
        z.refine((v) => v === "" || (/^\d{1,2}$/.test(v) && Number(v) <= replyLimits.guests), {
          error: "invalidGuests",
        }),
      ),
      "",
    ),
    z.transform((v) => (v === "" ? 0 : Number(v))),
  );

const note = () =>
  z.pipe(
    z.prefault(z.string().check(z.trim(), z.maxLength(replyLimits.note, { error: "tooLong" })), ""),
    z.transform((v) => v.replace(/\r\n?/g, "\n")),
  );

/** A phone number is optional here; when given, it is checked like the contact form's. */
const optionalPhone = () =>
  z.prefault(
    z.string().check(
      z.overwrite((v) => v.normalize("NFKC").trim()),
      z.maxLength(limits.phone, { error: "tooLong", abort: true }),
      z.refine(
        (v) => {
          if (v === "") return true;
          const digits = v.replace(/\D/g, "").length;
          return /^\+?[0-9][0-9 -]*$/.test(v) && digits >= limits.phoneDigitsMin && digits <= limits.phoneDigitsMax;
        },
        { error: "invalidPhone" },
      ),
    ),
    "",
  );

export const publicReplySchema = z.object({
  name: nameField(),
  email: emailField(),
  phone: optionalPhone(),
  guests: guests(),
  note: note(),
});

export const memberReplySchema = z.object({ guests: guests(), note: note() });

/** The numbers the error messages quote ({max}). */
export const replyMessageValues: Record<ReplyField, Record<string, number>> = {
  name: { max: limits.name },
  email: { max: limits.email },
  phone: { max: limits.phone },
  guests: { max: replyLimits.guests },
  note: { max: replyLimits.note },
};

export function replyErrorWords(messages: ErrorMessages<typeof replyErrorCodes>) {
  return fieldErrorWords(replyErrorCodes, messages, replyMessageValues);
}
