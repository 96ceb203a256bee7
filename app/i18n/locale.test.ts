import { describe, expect, it } from "vitest";
import { counterpartPath, englishPath, localeFromPath, localizePath } from "./locale";

describe("locale from the route", () => {
  it("is Korean under /korean and English elsewhere", () => {
    expect(localeFromPath("/korean")).toBe("ko");
    expect(localeFromPath("/korean/about")).toBe("ko");
    expect(localeFromPath("/koreanish")).toBe("en");
    expect(localeFromPath("/about")).toBe("en");
  });

  it("keeps the /korean prefix on every public link in Korean", () => {
    expect(localizePath("/", "ko")).toBe("/korean");
    expect(localizePath("/project/ABC", "ko")).toBe("/korean/project/ABC");
    expect(localizePath("/about", "en")).toBe("/about");
    expect(englishPath("/korean/members")).toBe("/members");
    expect(englishPath("/korean/")).toBe("/");
  });

  it("switches language to the same page in the other language", () => {
    expect(counterpartPath("/project/ABC")).toEqual({ locale: "ko", href: "/korean/project/ABC" });
    expect(counterpartPath("/korean/donate")).toEqual({ locale: "en", href: "/donate" });
    expect(counterpartPath("/korean")).toEqual({ locale: "en", href: "/" });
    expect(counterpartPath("/", "?page=2")).toEqual({ locale: "ko", href: "/korean?page=2" });
  });

  it("sends pages without a counterpart (admin) to the other language's home", () => {
    expect(counterpartPath("/members-table")).toEqual({ locale: "ko", href: "/korean" });
    expect(counterpartPath("/korean/no-such-page")).toEqual({ locale: "en", href: "/" });
  });
});
