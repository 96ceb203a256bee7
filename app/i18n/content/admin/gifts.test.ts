import { describe, expect, it } from "vitest";
import { parseWithSchema } from "~/forms/conform";
import { receivingBodyFormMessages, receivingBodyFormSchema, receivingBodyMessages } from "~/forms/receiving-body";
import { fill } from "~/i18n/types";
import { GiftRuleError, giftRuleMessages } from "~/models/gifts.server";
import { giftRuleText, giftsCopy } from "./gifts";

/** Every string of a catalogue, with its path. */
function leaves(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) => leaves(inner, path ? `${path}.${key}` : key));
  return [];
}

/** Latin words a Korean or Hindi sentence may keep: names the law, the banks and the file formats write so. */
const kept = new Set(
  [
    "Form",
    "10BD",
    "10BE",
    "80G",
    "PAN",
    "UPI",
    "URN",
    "FCRA",
    "IFSC",
    "CSV",
    "PDF",
    "PNG",
    "JPEG",
    "Excel",
    "ZIP",
    "SBI",
    "HDFC",
    "ICICI",
    "Axis",
    "Bank",
    "Aadhaar",
    "e-Filing",
    "The",
    "Rotary",
    "Foundation",
    "Treasurer",
    "RCT",
    "MB",
    "AAATR1234Q",
    "ABCDE1234F",
    // The examples of what receipts print (the settings' hints), as the Act is cited.
    "section",
    "Section",
    "of",
    "the",
    "Income-tax",
    "Act",
  ].map((word) => word.toLowerCase()),
);

describe("the treasurer's gift screens in every language", () => {
  it("the English catalogue is the models' and the schema's own sentences", () => {
    expect(giftsCopy.en.rules).toEqual(giftRuleMessages);
    expect(giftsCopy.en.settings.messages).toEqual(receivingBodyFormMessages);
    const error = new GiftRuleError("notAYear", { year: "2026" });
    expect(error.message).toBe("Not a financial year: 2026 (write it as 2026-27).");
    expect(giftRuleText("en", error)).toBe(error.message);
  });

  it("no English sentence is left in Korean or Hindi", () => {
    const english = new Map(leaves(giftsCopy.en));
    for (const locale of ["ko", "hi"] as const) {
      for (const [path, text] of leaves(giftsCopy[locale])) {
        expect(english.has(path), `${locale}: ${path} is not in English`).toBe(true);
        const words = text.replace(/\{\w+\}/g, "").match(/[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?/g) ?? [];
        const foreign = words.filter(
          (word) =>
            /[A-Za-z]{2}/.test(word) &&
            !kept.has(word.toLowerCase()) &&
            !kept.has(word.toLowerCase().replace(/^\d+/, "")),
        );
        expect(foreign, `${locale}: ${path}: ${text}`).toEqual([]);
      }
      expect(leaves(giftsCopy[locale]).length).toBe(english.size);
    }
  });

  it("the settings form is refused in the official's language, a length included", () => {
    const form = new URLSearchParams({ pan: "NOT A PAN", registeredName: "x".repeat(201), receiptPrefix: "R C T" });
    for (const locale of ["ko", "hi"] as const) {
      const translate = receivingBodyMessages(giftsCopy[locale].settings.messages);
      for (const message of Object.values(receivingBodyFormMessages))
        expect(translate(message), `${locale}: ${message}`).not.toBe(message);
      const submission = parseWithSchema(form, receivingBodyFormSchema, translate);
      const error = submission.status === "error" ? submission.error : null;
      expect(error?.pan).toEqual([giftsCopy[locale].settings.messages.pan]);
      expect(error?.receiptPrefix).toEqual([giftsCopy[locale].settings.messages.prefix]);
      expect(error?.registeredName).toEqual([fill(giftsCopy[locale].settings.messages.keepUnder, { max: 200 })]);
    }
  });
});
