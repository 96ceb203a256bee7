import { describe, expect, it } from "vitest";
import { assertPageExists, pageCount, pageHref, parsePage, requestedPage } from "./pagination";

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

  it("rejects the values that used to reach the database as SQLITE_MISMATCH or an out-of-range bigint", () => {
    for (const bad of ["99999999999999999999", "1e309", "Infinity", "-Infinity", "NaN", "-1", "1.5", "abc", "0x10"]) {
      expect(parsePage(bad), bad).toBeNull();
    }
  });

  it("every list sends a value that is not a page number to its first page, keeping its other query", () => {
    const thrown = (() => {
      try {
        requestedPage(new Request("http://club.example/inbox?kind=join&page=1e309&status=all"));
      } catch (response) {
        return response as Response;
      }
    })();
    expect(thrown?.status).toBe(302);
    expect(thrown?.headers.get("Location")).toBe("/inbox?kind=join&status=all");
    expect(requestedPage(new Request("http://club.example/members?page=3"))).toBe(3);
    expect(requestedPage(new Request("http://club.example/members"))).toBe(1);
  });

  it("a page past the last is not found, on every list", () => {
    expect(() => assertPageExists(2, 2)).not.toThrow();
    let thrown: unknown;
    try {
      assertPageExists(3, 2);
    } catch (error) {
      thrown = error;
    }
    expect((thrown as { init?: { status?: number } }).init?.status).toBe(404);
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

  it("keeps a list's filter in the page links", () => {
    expect(pageHref("/project-table?status=draft", 1)).toBe("/project-table?status=draft");
    expect(pageHref("/project-table?status=draft", 3)).toBe("/project-table?status=draft&page=3");
  });
});
