import { describe, expect, it } from "vitest";
import {
  canonicalRotaryYear,
  parseRotaryYear,
  rotaryYearAt,
  rotaryYearEndsAt,
  rotaryYearSortKey,
  rotaryYearStartsAt,
} from "./rotary-year";

it("orders past presidents by the first 4-digit year in the year text, none counting as 0", () => {
  expect(rotaryYearSortKey("2024-2025")).toBe(2024);
  expect(rotaryYearSortKey("RY 2019-20")).toBe(2019);
  expect(rotaryYearSortKey("Charter year")).toBe(0);
  expect(rotaryYearSortKey("")).toBe(0);
});

describe("a Rotary year is read as people write it and stored in one form", () => {
  it.each([
    ["2025-26", "2025-2026"],
    ["2025-2026", "2025-2026"],
    [" 2025 - 26 ", "2025-2026"],
    ["2025–26", "2025-2026"],
    ["2025—2026", "2025-2026"],
    ["2025/26", "2025-2026"],
    ["2025 to 2026", "2025-2026"],
    ["RY 2025-26", "2025-2026"],
    ["ry2025-26", "2025-2026"],
    ["Rotary year 2025-26", "2025-2026"],
    ["Rotary Year: 2025-2026", "2025-2026"],
    ["２０２５－２６", "2025-2026"],
    ["2099-00", "2099-2100"],
    ["2099-2100", "2099-2100"],
    ["1999-00", "1999-2000"],
  ])("%s is stored as %s", (typed, stored) => {
    expect(canonicalRotaryYear(typed)).toBe(stored);
  });

  it.each([
    "",
    "2025",
    "2025-27",
    "2025-2027",
    "2025-25",
    "2026-25",
    "25-26",
    "2025-6",
    "2025-026",
    "1900-01",
    "Charter year",
    "2025-26 and 2026-27",
  ])("%j is refused", (typed) => {
    expect(parseRotaryYear(typed)).toBeNull();
  });
});

describe("the Rotary year runs from 1 July to 30 June in India's time (UTC+05:30)", () => {
  it("30 June 23:59 IST is still the old year; 1 July 00:00 IST is the new one", () => {
    expect(rotaryYearAt(new Date("2026-06-30T23:59:59.999+05:30"))).toBe(2025);
    expect(rotaryYearAt(new Date("2026-07-01T00:00:00.000+05:30"))).toBe(2026);
    // 18:30 UTC on 30 June is already 1 July in India.
    expect(rotaryYearAt(new Date("2026-06-30T18:30:00Z"))).toBe(2026);
    expect(rotaryYearAt(new Date("2026-06-30T18:29:59Z"))).toBe(2025);
    expect(rotaryYearAt(new Date("2026-01-01T00:00:00+05:30"))).toBe(2025);
  });

  it("a year starts at 1 July 00:00 IST and ends when the next starts", () => {
    expect(rotaryYearStartsAt(2025).toISOString()).toBe("2025-06-30T18:30:00.000Z");
    expect(rotaryYearEndsAt(2025).toISOString()).toBe("2026-06-30T18:30:00.000Z");
  });
});
