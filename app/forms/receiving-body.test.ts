import { describe, expect, it } from "vitest";
import { parseWithSchema } from "./conform";
import { receivingBodyFormSchema } from "./receiving-body";

const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const parse = (fields: Record<string, string>) => parseWithSchema(form(fields), receivingBodyFormSchema);
const errorsOf = (submission: ReturnType<typeof parse>) => (submission.status === "error" ? submission.error : null);

describe("giving settings form", () => {
  it("an empty form is valid: gifts are then recorded without 80G receipts", () => {
    const result = parse({});
    expect(result.status === "success" && result.value).toMatchObject({ pan: "", urn: "", suggestedAmounts: [] });
  });

  it("upper-cases the PAN and URN, and reads suggested amounts in rupees", () => {
    const result = parse({
      registeredName: "Demo Rotary Charitable Trust",
      pan: "aaatd 1234q",
      urn: "aaatd1234qf20214",
      suggestedAmounts: "500, ₹1000; 2500",
      isDemo: "on",
    });
    expect(result.status === "success" && result.value).toMatchObject({
      pan: "AAATD1234Q",
      urn: "AAATD1234QF20214",
      suggestedAmounts: [500, 1000, 2500],
      isDemo: true,
    });
  });

  it("names a wrong PAN, URN, date, prefix and amounts, each on its field", () => {
    expect(
      errorsOf(
        parse({
          pan: "ABCDE1234F",
          urn: "SHORT",
          urnValidFrom: "2026-02-30",
          // Not a date at all: refused, not thrown (Date's toISOString throws on it).
          urnValidTo: "2026-13-45",
          receiptPrefix: "R C T",
          suggestedAmounts: "500, 0.5",
        }),
      ),
    ).toEqual({
      pan: ["A PAN is 5 letters, 4 digits and a letter (AAATR1234Q)."],
      urn: ["An 80G registration number (URN) has 16 letters and digits."],
      urnValidFrom: ["Enter a date as shown by the date picker (2026-04-01)."],
      urnValidTo: ["Enter a date as shown by the date picker (2026-04-01)."],
      receiptPrefix: ["Use letters, digits, / and - only."],
      suggestedAmounts: ["Write up to eight whole rupee amounts, such as 500, 1000, 2500."],
    });
  });

  it("a registration that ends before it starts, or a URN without the body's name and PAN, is refused", () => {
    expect(errorsOf(parse({ urnValidFrom: "2026-04-01", urnValidTo: "2025-03-31" }))).toEqual({
      urnValidTo: ["The registration cannot end before it starts."],
    });
    expect(errorsOf(parse({ urn: "AAATD1234QF20214" }))).toEqual({
      registeredName: [
        "A body with an 80G registration needs its registered name and PAN, which every receipt prints.",
      ],
    });
  });
});
