import { describe, expect, it } from "vitest";
import { englishPath, languageLinks, localeFromPath, localizePath, pathIn } from "./locale";

describe("locale from the route", () => {
  it("is Korean under /korean, Hindi under /hindi and English elsewhere", () => {
    expect(localeFromPath("/korean")).toBe("ko");
    expect(localeFromPath("/korean/about")).toBe("ko");
    expect(localeFromPath("/koreanish")).toBe("en");
    expect(localeFromPath("/hindi")).toBe("hi");
    expect(localeFromPath("/Hindi/members")).toBe("hi");
    expect(localeFromPath("/hindiX")).toBe("en");
    expect(localeFromPath("/about")).toBe("en");
  });

  it("keeps the language's prefix on every public link", () => {
    expect(localizePath("/", "ko")).toBe("/korean");
    expect(localizePath("/project/ABC", "ko")).toBe("/korean/project/ABC");
    expect(localizePath("/project/ABC", "hi")).toBe("/hindi/project/ABC");
    expect(localizePath("/about", "en")).toBe("/about");
    expect(englishPath("/korean/members")).toBe("/members");
    expect(englishPath("/korean/")).toBe("/");
    expect(englishPath("/hindi/donate")).toBe("/donate");
  });

  it("switches language to the same page in the other language", () => {
    expect(pathIn("/project/ABC", "", "ko")).toBe("/korean/project/ABC");
    expect(pathIn("/korean/donate", "", "en")).toBe("/donate");
    expect(pathIn("/korean/donate", "", "hi")).toBe("/hindi/donate");
    expect(pathIn("/hindi", "", "en")).toBe("/");
    expect(pathIn("/", "?page=2", "ko")).toBe("/korean?page=2");
  });

  it("sends pages without a counterpart (admin) to the other language's home", () => {
    expect(pathIn("/members-table", "", "ko")).toBe("/korean");
    expect(pathIn("/korean/no-such-page", "", "en")).toBe("/");
    expect(pathIn("/hindi/no-such-page", "", "ko")).toBe("/korean");
  });

  it("lists every language in the menu, the current one pointing at this very page", () => {
    expect(languageLinks("/hindi/projects", "?page=3").map((l) => [l.language.code, l.href, l.current])).toEqual([
      ["en", "/projects?page=3", false],
      ["ko", "/korean/projects?page=3", false],
      ["hi", "/hindi/projects?page=3", true],
    ]);
  });
});
