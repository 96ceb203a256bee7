import { describe, expect, it } from "vitest";
import { maxRecordId, parseRecordId } from "./record-id";

describe("record ids from clients never reach the database out of range", () => {
  it.each(["1", "42", String(maxRecordId)])("accepts %s", (value) => {
    expect(parseRecordId(value)).toBe(Number(value));
  });
  it.each([
    "",
    "0",
    "-1",
    "1.5",
    "1e20",
    "1e309",
    "Infinity",
    "NaN",
    "0x10",
    " 7",
    "007",
    String(maxRecordId + 1),
    "99999999999999999999",
  ])("refuses %j", (value) => {
    expect(parseRecordId(value)).toBeNull();
  });
  it("refuses what is not a string", () => {
    expect(parseRecordId(null)).toBeNull();
    expect(parseRecordId(undefined)).toBeNull();
    expect(parseRecordId(5)).toBeNull();
  });
});
