import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { optionalTimeOfDay, parseTimeOfDay, timeInWords } from "./time-of-day";

const value = (text: string) => {
  const reading = parseTimeOfDay(text);
  return reading.ok ? reading.value : `refused: ${reading.error}`;
};

describe("times are accepted as people write them", () => {
  it.each([
    ["7 pm", "19:00"],
    ["7pm", "19:00"],
    ["7:30 PM", "19:30"],
    ["7.30pm", "19:30"],
    ["7.30 p.m.", "19:30"],
    ["7 P.M.", "19:00"],
    ["19:00", "19:00"],
    ["1900", "19:00"],
    ["19.30", "19:30"],
    ["730", "07:30"],
    ["  7:05  am ", "07:05"],
    ["12 pm", "12:00"],
    ["12 am", "00:00"],
    ["12:30 am", "00:30"],
    ["00:00", "00:00"],
    ["9:15", "09:15"],
    ["19", "19:00"],
    ["23:59", "23:59"],
  ])("%s is %s", (text, expected) => {
    expect(value(text)).toBe(expected);
  });
});

describe("nonsense times are refused with a message saying what to type", () => {
  it.each([
    ["25:00", "hours 0 to 23"],
    ["7 xm", "such as 7 pm"],
    ["13 pm", "1 to 12"],
    ["0 am", "1 to 12"],
    ["19:60", "60 minutes"],
    ["2500", "hours 0 to 23"],
    ["seven", "such as 7 pm"],
    ["7", "Add am or pm"],
    ["7:3", "such as 7 pm"],
    ["-1:00", "such as 7 pm"],
  ])("%s is refused", (text, words) => {
    expect(value(text)).toMatch(/^refused: /);
    expect(value(text)).toContain(words);
  });
});

describe("the form field of a time of day", () => {
  const schema = z.object({ at: optionalTimeOfDay() });
  it("gives the 24-hour time of what was typed, and empty stays empty", () => {
    expect(schema.parse({ at: "7.30pm" })).toEqual({ at: "19:30" });
    expect(schema.parse({ at: "" })).toEqual({ at: "" });
    expect(schema.parse({})).toEqual({ at: "" });
  });
  it("refuses nonsense with the parser's message", () => {
    const result = schema.safeParse({ at: "25:00" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain("hours 0 to 23");
  });
});

describe("stored times are shown on the 12-hour clock", () => {
  it.each([
    ["19:00", "7:00 pm"],
    ["00:30", "12:30 am"],
    ["12:00", "12:00 pm"],
    ["09:05", "9:05 am"],
  ])("%s reads %s", (hhmm, words) => {
    expect(timeInWords(hhmm)).toBe(words);
  });
});
