import { describe, expect, it } from "vitest";
import { indiaDate, readCalendarDate, readInstant, readText, readWholeNumber } from "./firestore-values";

const at = "2023-03-26T10:00:00.000Z";
const seconds = Date.parse(at) / 1000;

describe("Firestore values", () => {
  it.each([
    ["{_seconds, _nanoseconds}", { _seconds: seconds, _nanoseconds: 0 }],
    ["{seconds, nanoseconds}", { seconds, nanoseconds: 0 }],
    [
      "firestore-export-import's __datatype__ form",
      { __datatype__: "timestamp", value: { _seconds: seconds, _nanoseconds: 0 } },
    ],
    ["__datatype__ with ISO text", { __datatype__: "timestamp", value: at }],
    ["ISO text", at],
    ["epoch milliseconds", seconds * 1000],
  ])("a timestamp is read from %s", (_form, value) => {
    expect(readInstant(value)?.toISOString()).toBe(at);
  });

  it("nanoseconds add milliseconds", () => {
    expect(readInstant({ _seconds: seconds, _nanoseconds: 250_000_000 })?.toISOString()).toBe(
      "2023-03-26T10:00:00.250Z",
    );
  });

  it.each([["yesterday"], [{}], [{ _seconds: "soon" }], [true], [Number.NaN]])("%j is not a timestamp", (value) => {
    expect(readInstant(value)).toBeNull();
  });

  it("a timestamp made from a date in India gives that date back", () => {
    // 1 July 2019, 00:00 in India, is 30 June in UTC.
    expect(indiaDate(new Date("2019-06-30T18:30:00Z"))).toBe("2019-07-01");
  });

  it.each([
    ["25-03-2023", "2023-03-25"],
    ["25/03/2023", "2023-03-25"],
    ["25.3.2023", "2023-03-25"],
    ["5/1/2024", "2024-01-05"],
    [" 2023-03-25 ", "2023-03-25"],
    [{ _seconds: seconds, _nanoseconds: 0 }, "2023-03-26"],
    ["2019-06-30T18:30:00.000Z", "2019-07-01"],
  ])("project date %j is read as %s (day first)", (value, date) => {
    expect(readCalendarDate(value)).toBe(date);
  });

  it.each([["March 25th"], ["31-02-2023"], ["2023-13-01"], ["25-03-23"], [20230325]])(
    "%j is not a date the import can read",
    (value) => {
      expect(readCalendarDate(value)).toBeNull();
    },
  );

  it("whole numbers are read from numbers and Indian-grouped text; missing is empty, not a problem", () => {
    expect(readWholeNumber(15000)).toEqual({ value: 15000, readable: true });
    expect(readWholeNumber("1,00,000")).toEqual({ value: 100000, readable: true });
    expect(readWholeNumber("₹ 5,000")).toEqual({ value: 5000, readable: true });
    expect(readWholeNumber("")).toEqual({ value: null, readable: true });
    expect(readWholeNumber("a lot")).toEqual({ value: null, readable: false });
    expect(readWholeNumber(-3)).toEqual({ value: null, readable: false });
  });

  it("texts are trimmed and an empty one is missing", () => {
    expect(readText("  Demo  ")).toBe("Demo");
    expect(readText("   ")).toBeNull();
    expect(readText(42)).toBe("42");
    expect(readText({})).toBeNull();
  });
});
