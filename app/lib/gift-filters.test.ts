import { describe, expect, it } from "vitest";
import { giftFilterQuery, parseGiftFilters, recentFinancialYears } from "./gift-filters";
import { pageHref } from "./pagination";

const today = new Date("2026-11-27T10:00:00Z");

describe("gift list filters", () => {
  it("default to this financial year, every status, mode and cause", () => {
    expect(parseGiftFilters(new URLSearchParams(), today)).toEqual({
      year: "2026-27",
      status: "all",
      mode: "all",
      cause: "",
      search: "",
    });
  });

  it("a year, status or mode that is not one falls back to the default, and the search is cut to 100", () => {
    const filters = parseGiftFilters(
      new URLSearchParams({ year: "2026-99", status: "lost", mode: "gold", cause: "<x>", q: `  ${"a".repeat(300)} ` }),
      today,
    );
    expect(filters).toMatchObject({ year: "2026-27", status: "all", mode: "all", cause: "" });
    expect(filters.search).toHaveLength(100);
  });

  it("reads back what it writes, and a page link keeps the filters", () => {
    const filters = { year: "2025-26", status: "received", mode: "upi", cause: "literacy", search: "Asha" } as const;
    const second = new URL(pageHref(`/gifts${giftFilterQuery(filters)}`, 2), "http://club.example");
    expect(parseGiftFilters(second.searchParams, today)).toEqual(filters);
    expect(second.searchParams.get("page")).toBe("2");
  });

  it("offers this financial year and the five before it; a year turns on 1 April in India", () => {
    expect(recentFinancialYears(today)).toEqual(["2026-27", "2025-26", "2024-25", "2023-24", "2022-23", "2021-22"]);
    expect(recentFinancialYears(new Date("2099-03-31T18:00:00Z"), 2)).toEqual(["2098-99", "2097-98"]);
    expect(recentFinancialYears(new Date("2099-03-31T19:00:00Z"), 1)).toEqual(["2099-00"]);
  });
});
