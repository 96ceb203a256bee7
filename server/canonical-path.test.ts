import { describe, expect, it } from "vitest";
import { canonicalPath } from "./canonical-path";

describe("one spelling of each path", () => {
  it.each([
    ["/join/", "/join"],
    ["/%6Aoin", "/join"],
    ["/%6aoin/", "/join"],
    ["//join", "/join"],
    ["///", "/"],
    ["/korean/about/", "/korean/about"],
    ["/project/DEMO-SEWING", "/project/DEMO-SEWING"],
    ["/a%2fb", "/a%2Fb"],
    ["/%e0%a4%b9", "/%E0%A4%B9"],
    ["/%7Euser", "/~user"],
    ["/", "/"],
  ])("%s is %s", (path, canonical) => {
    expect(canonicalPath(path)).toBe(canonical);
  });

  it("never starts with two slashes, so a redirect to it stays on this site", () => {
    for (const path of ["//evil.example", "/%2F/evil.example", "/\\/evil.example", "//%2fevil.example/"])
      expect(canonicalPath(path).startsWith("//")).toBe(false);
  });
});
