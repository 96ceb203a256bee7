import { expect, it } from "vitest";
import { rotaryYearSortKey } from "./rotary-year";

it("orders past presidents by the first 4-digit year in the year text, none counting as 0", () => {
  expect(rotaryYearSortKey("2024-2025")).toBe(2024);
  expect(rotaryYearSortKey("RY 2019-20")).toBe(2019);
  expect(rotaryYearSortKey("Charter year")).toBe(0);
  expect(rotaryYearSortKey("")).toBe(0);
});
