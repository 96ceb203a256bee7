// zod/mini: this schema is shipped to the browser with the form (decision 0019).
import { z } from "zod/mini";
import { maxGiftPaise } from "~/lib/indian-money";
import { normalizePan, normalizeUrn } from "~/lib/indian-tax";
import { checkbox, emptyOr, isRealDate, text } from "./official-fields";

/**
 * The form's sentences, in English: the giving settings' catalogue gives them in
 * each language (app/i18n/content/admin/gifts.ts), in the browser and in the
 * action alike. {max}: a field's length.
 */
export const receivingBodyFormMessages = {
  date: "Enter a date as shown by the date picker (2026-04-01).",
  amounts: "Write up to eight whole rupee amounts, such as 500, 1000, 2500.",
  pan: "A PAN is 5 letters, 4 digits and a letter (AAATR1234Q).",
  urn: "An 80G registration number (URN) has 16 letters and digits.",
  prefix: "Use letters, digits, / and - only.",
  validity: "The registration cannot end before it starts.",
  nameAndPan: "A body with an 80G registration needs its registered name and PAN, which every receipt prints.",
  keepUnder: "Keep it under {max} characters.",
} as const;

const optionalDate = emptyOr(10, isRealDate, receivingBodyFormMessages.date);

/** "500, 1000, 2500": whole rupees above 0, at most eight. */
const suggestedAmounts = z.pipe(
  text(200),
  z.transform((value: string, ctx) => {
    const parts = value
      .split(/[\s,;]+/)
      .map((part) => part.replace(/^₹/, ""))
      .filter(Boolean);
    const amounts = parts.map(Number);
    if (
      parts.length > 8 ||
      amounts.some((n) => !Number.isSafeInteger(n) || n <= 0 || n * 100 > maxGiftPaise) ||
      parts.some((part) => !/^\d+$/.test(part))
    ) {
      ctx.issues.push({
        code: "custom",
        message: receivingBodyFormMessages.amounts,
        input: value,
      });
      return z.NEVER;
    }
    return amounts;
  }),
);

/**
 * The receiving body's settings (app/models/receiving-body.server.ts). Section and form names
 * are words the treasurer may change: the Income-tax Act 2025 renumbers them.
 */
export const receivingBodyFormSchema = z
  .pipe(
    z.object({
      registeredName: text(200),
      address: text(500),
      pan: emptyOr(20, (value) => normalizePan(value) !== null, receivingBodyFormMessages.pan),
      urn: emptyOr(20, (value) => normalizeUrn(value) !== null, receivingBodyFormMessages.urn),
      urnIssuedOn: optionalDate,
      urnValidFrom: optionalDate,
      urnValidTo: optionalDate,
      sectionName: text(200),
      sectionCode: text(100),
      statementFormName: text(60),
      certificateFormName: text(60),
      signatoryName: text(120),
      signatoryDesignation: text(120),
      receiptPrefix: emptyOr(20, (value) => /^[A-Za-z0-9/-]+$/.test(value), receivingBodyFormMessages.prefix),
      fcraRegistration: text(40),
      fcraAccount: text(500),
      suggestedAmounts,
      showRaised: checkbox(),
      isDemo: checkbox(),
    }),
    z.transform((values) => ({
      ...values,
      pan: values.pan ? (normalizePan(values.pan) ?? values.pan) : "",
      urn: values.urn ? (normalizeUrn(values.urn) ?? values.urn) : "",
    })),
  )
  .check(
    z.refine((values) => !values.urnValidFrom || !values.urnValidTo || values.urnValidFrom <= values.urnValidTo, {
      error: receivingBodyFormMessages.validity,
      path: ["urnValidTo"],
    }),
    z.refine((values) => !values.urn || (values.registeredName.trim() !== "" && values.pan !== ""), {
      error: receivingBodyFormMessages.nameAndPan,
      path: ["registeredName"],
    }),
  );

/**
 * The form's translate function (useOfficialForm, parseWithSchema): each English
 * sentence of receivingBodyFormMessages becomes the same key's sentence of
 * `local` ({max} carried over); anything else stays as it is.
 */
export function receivingBodyMessages(
  local: Readonly<Record<keyof typeof receivingBodyFormMessages, string>>,
): (message: string) => string {
  const table = new Map<string, string>();
  for (const key of Object.keys(receivingBodyFormMessages) as (keyof typeof receivingBodyFormMessages)[])
    table.set(receivingBodyFormMessages[key], local[key]);
  return (message) => {
    const found = table.get(message);
    if (found !== undefined) return found;
    const max = /^Keep it under (\d+) characters\.$/.exec(message)?.[1];
    return max ? local.keepUnder.replace("{max}", max) : message;
  };
}
