import { z } from "zod/mini";
import { reportedGiftModes } from "~/lib/form-10bd";
import { addDays, indiaDate } from "~/lib/india-time";
import { maxGiftPaise, parseRupees } from "~/lib/indian-money";
import { normalizeAadhaar, normalizePan } from "~/lib/indian-tax";
import { type ErrorMessages, emailField, fieldErrorWords, limits, nameField, phoneField } from "./fields";
import { isRealDate } from "./official-fields";

/**
 * "I have given": a donor's report of a gift on the giving page (issue 23).
 * Codes, never sentences (decision 0063); the page's copy words each one.
 * The PAN or Aadhaar number is optional (only a receipt needs it); given, it
 * needs the address and the donor's consent to keep both.
 */
export const giftReportErrorCodes = {
  name: ["required", "tooLong"],
  email: ["required", "tooLong", "invalidEmail"],
  phone: ["required", "tooLong", "invalidPhone"],
  amount: ["required", "invalidAmount", "notPositive", "tooLarge"],
  givenOn: ["required", "invalidDate", "inFuture"],
  mode: ["required"],
  bankReference: ["required", "tooLong", "invalidReference", "duplicate"],
  idNumber: ["invalidId"],
  address: ["required", "tooLong"],
  consent: ["required"],
} as const;

export type GiftReportField = keyof typeof giftReportErrorCodes;

export const giftReportLimits = { bankReference: 35, address: 300, cause: 64 } as const;

/** The reference the giving page put in the UPI link (newGiftReference's shape); anything else is ignored. */
export const giftReferencePattern = /^G[A-HJ-NP-Z2-9]{9}$/;

const tidy = (value: string) => value.normalize("NFKC").trim();
/** A hidden field the page filled in: tidied, cut to `max`, never refused (the action checks what it names). */
const hidden = (max: number) =>
  z.pipe(z.prefault(z.string(), ""), z.string().check(z.overwrite((value) => tidy(value).slice(0, max))));
const optional = z.pipe(z.prefault(z.string(), ""), z.string().check(z.overwrite(tidy)));

/** A date a gift was made: a real day, not after tomorrow in India (a donor abroad may be a day ahead). */
function notInFuture(value: string, now = new Date()) {
  return value <= addDays(indiaDate(now), 1);
}

export const giftReportSchema = z
  .object({
    reference: hidden(16),
    cause: hidden(giftReportLimits.cause),
    name: nameField(),
    email: emailField(),
    phone: phoneField(),
    amount: z.pipe(
      z.string({ error: "required" }).check(
        z.overwrite(tidy),
        z.minLength(1, { error: "required", abort: true }),
        z.refine((value) => parseRupees(value) !== null, { error: "invalidAmount", abort: true }),
        z.refine((value) => (parseRupees(value) ?? 0) > 0, { error: "notPositive", abort: true }),
        z.refine((value) => (parseRupees(value) ?? 0) <= maxGiftPaise, { error: "tooLarge" }),
      ),
      z.transform((value) => parseRupees(value) ?? 0),
    ),
    givenOn: z.string({ error: "required" }).check(
      z.overwrite(tidy),
      z.minLength(1, { error: "required", abort: true }),
      z.refine(isRealDate, { error: "invalidDate", abort: true }),
      z.refine((value) => notInFuture(value), { error: "inFuture" }),
    ),
    mode: z.enum(reportedGiftModes, { error: "required" }),
    bankReference: z.pipe(
      z.prefault(z.string(), ""),
      z.string().check(
        z.overwrite((value) => tidy(value).toUpperCase()),
        z.maxLength(giftReportLimits.bankReference, { error: "tooLong", abort: true }),
        z.regex(/^[A-Z0-9 -]*$/, { error: "invalidReference" }),
      ),
    ),
    idNumber: z.pipe(
      optional,
      z.string().check(
        z.refine((value) => value === "" || normalizePan(value) !== null || normalizeAadhaar(value) !== null, {
          error: "invalidId",
        }),
      ),
    ),
    address: z.pipe(
      z.prefault(z.string(), ""),
      z.string().check(
        z.overwrite((value) => tidy(value)),
        z.maxLength(giftReportLimits.address, { error: "tooLong" }),
      ),
    ),
    consent: z.optional(z.string()),
  })
  .check(
    z.refine((v) => v.mode === "cash" || v.bankReference.replace(/[ -]/g, "") !== "", {
      error: "required",
      path: ["bankReference"],
    }),
    z.refine((v) => v.idNumber === "" || v.address !== "", { error: "required", path: ["address"] }),
    z.refine((v) => v.idNumber === "" || v.consent === "yes", { error: "required", path: ["consent"] }),
  );

export type GiftReportInput = z.output<typeof giftReportSchema>;

/** The donor's identifier as the gift stores it: a PAN, an Aadhaar number, or none. */
export function donorIdOf(text: string): { kind: "pan" | "aadhaar"; number: string } | null {
  const pan = normalizePan(text);
  if (pan) return { kind: "pan", number: pan };
  const aadhaar = normalizeAadhaar(text);
  return aadhaar ? { kind: "aadhaar", number: aadhaar } : null;
}

const giftReportMessageValues: Record<GiftReportField, Record<string, number>> = {
  name: { max: limits.name },
  email: { max: limits.email },
  phone: { max: limits.phone },
  amount: {},
  givenOn: {},
  mode: {},
  bankReference: { max: giftReportLimits.bankReference },
  idNumber: {},
  address: { max: giftReportLimits.address },
  consent: {},
};

/** parseWithSchema's `translate` for the gift report: each code in the words of the page's copy. */
export function giftReportErrorWords(messages: ErrorMessages<typeof giftReportErrorCodes>) {
  return fieldErrorWords(giftReportErrorCodes, messages, giftReportMessageValues);
}
