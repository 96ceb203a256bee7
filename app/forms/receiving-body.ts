// zod/mini: this schema is shipped to the browser with the form (decision 0019).
import { z } from "zod/mini";
import { maxGiftPaise } from "~/lib/indian-money";
import { normalizePan, normalizeUrn } from "~/lib/indian-tax";
import { checkbox, emptyOr, isRealDate, text } from "./official-fields";

const optionalDate = emptyOr(10, isRealDate, "Enter a date as shown by the date picker (2026-04-01).");

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
        message: "Write up to eight whole rupee amounts, such as 500, 1000, 2500.",
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
      pan: emptyOr(
        20,
        (value) => normalizePan(value) !== null,
        "A PAN is 5 letters, 4 digits and a letter (AAATR1234Q).",
      ),
      urn: emptyOr(
        20,
        (value) => normalizeUrn(value) !== null,
        "An 80G registration number (URN) has 16 letters and digits.",
      ),
      urnIssuedOn: optionalDate,
      urnValidFrom: optionalDate,
      urnValidTo: optionalDate,
      sectionName: text(200),
      sectionCode: text(100),
      statementFormName: text(60),
      certificateFormName: text(60),
      signatoryName: text(120),
      signatoryDesignation: text(120),
      receiptPrefix: emptyOr(20, (value) => /^[A-Za-z0-9/-]+$/.test(value), "Use letters, digits, / and - only."),
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
      error: "The registration cannot end before it starts.",
      path: ["urnValidTo"],
    }),
    z.refine((values) => !values.urn || (values.registeredName.trim() !== "" && values.pan !== ""), {
      error: "A body with an 80G registration needs its registered name and PAN, which every receipt prints.",
      path: ["registeredName"],
    }),
  );
