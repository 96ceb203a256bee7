import { describe, expect, it } from "vitest";
import { canonicalPath, pageCasePath } from "./canonical-path";

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

describe("a public page's address is in lower case (docs/decisions/0045)", () => {
  it.each([
    ["/PROJECTS", "/projects"],
    ["/About", "/about"],
    ["/Korean/about", "/korean/about"],
    ["/korean/About", "/korean/about"],
    ["/KOREAN", "/korean"],
    ["/Hindi/Signature-Projects", "/hindi/signature-projects"],
    ["/Event/1", "/event/1"],
    // A project's code is spelled as the club wrote it; only the fixed words are lowered.
    ["/PROJECT/DEMO-TREES", "/project/DEMO-TREES"],
    ["/Korean/Project/DEMO-TREES", "/korean/project/DEMO-TREES"],
    ["/project/DEMO-TREES", "/project/DEMO-TREES"],
  ])("%s is %s", (path, canonical) => {
    expect(pageCasePath(path)).toBe(canonical);
  });

  it.each([
    ["an officials' screen, as the specification spells it", "/Project-Form"],
    ["a feed", "/Projects.RSS"],
    ["a calendar", "/Events.ics"],
    ["an uploaded file", "/media/AbC.webp"],
    ["a preview image", "/og/en/project/DEMO-TREES.jpg"],
    ["an unknown path", "/No-Such-Page"],
  ])("%s keeps its spelling: %s", (_what, path) => {
    expect(pageCasePath(path)).toBe(path);
  });
});
