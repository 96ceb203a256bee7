import { describe, expect, it } from "vitest";
import { pageCount, pageHref, parsePage } from "./pagination";

describe("list pagination (24 projects a page, so 10,000 projects stay fast)", () => {
  it("reads ?page=N as a whole number from 1 up, and a missing value as page 1", () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage("1")).toBe(1);
    expect(parsePage("3")).toBe(3);
    expect(parsePage("417")).toBe(417);
  });

  it("rejects pages that are not plain whole numbers from 1 up", () => {
    for (const bad of ["", "0", "-1", "02", "2.0", "1e3", "abc", " 2", "9999999999"]) {
      expect(parsePage(bad), bad).toBeNull();
    }
  });

  it("counts pages, an empty list being one page", () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(5, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
    expect(pageCount(10_000, 24)).toBe(417);
  });

  it("links the first page without a query and later pages with ?page=N", () => {
    expect(pageHref("/projects", 1)).toBe("/projects");
    expect(pageHref("/korean/projects", 2)).toBe("/korean/projects?page=2");
  });
});
