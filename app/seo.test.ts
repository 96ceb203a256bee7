import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import type { RootData } from "./i18n/root-data";
import { pageMeta } from "./seo";

function root(publicUrl: string | null): RootData {
  return { locale: "en", publicUrl, profile: { clubName: "Demo Club", clubNameKo: null } } as unknown as RootData;
}

const find = (tags: MetaDescriptor[], key: string, value: string) =>
  tags.find((t) => (t as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

describe("absolute addresses in page tags come only from PUBLIC_URL", () => {
  const page = {
    title: "About",
    description: "About us",
    pathname: "/about",
    image: { path: "/og/en/project/X.jpg?v=1", alt: "X" },
  };

  it("with PUBLIC_URL: canonical, og:url, og:image and hreflang are absolute on that address", () => {
    const tags = pageMeta(root("https://club.example.org"), page);
    expect(find(tags, "rel", "canonical")?.href).toBe("https://club.example.org/about");
    expect(find(tags, "property", "og:url")?.content).toBe("https://club.example.org/about");
    expect(find(tags, "property", "og:image")?.content).toBe("https://club.example.org/og/en/project/X.jpg?v=1");
    expect(find(tags, "property", "og:image:type")?.content).toBe("image/jpeg");
    expect(find(tags, "property", "og:image:width")?.content).toBe("1200");
    expect(find(tags, "property", "og:image:height")?.content).toBe("630");
    expect(find(tags, "property", "og:image:alt")?.content).toBe("X");
    expect(find(tags, "hrefLang", "ko")?.href).toBe("https://club.example.org/korean/about");
  });

  it("without PUBLIC_URL: canonical and hreflang are site-relative, and the absolute-only tags are left out", () => {
    const tags = pageMeta(root(null), page);
    expect(find(tags, "rel", "canonical")?.href).toBe("/about");
    expect(find(tags, "hrefLang", "ko")?.href).toBe("/korean/about");
    expect(find(tags, "hrefLang", "x-default")?.href).toBe("/about");
    for (const property of ["og:url", "og:image", "og:image:width"])
      expect(find(tags, "property", property)).toBeUndefined();
    expect(find(tags, "name", "twitter:image")).toBeUndefined();
    expect(JSON.stringify(tags)).not.toMatch(/https?:/);
  });
});
