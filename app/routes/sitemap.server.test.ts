import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/locale";
import { pagesPerFile, sitemapXml } from "./sitemap.server";

const origin = "https://club.example.org";
const projects = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ path: `/project/P-${index + 1}`, priority: 0.6 }));
const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ["url", "sitemap", "xhtml:link"].includes(name),
});

describe("a district's sitemap is split into files", () => {
  it("while every page fits in one file, /sitemap.xml is that file, every language's entry naming its counterparts", () => {
    const xml = sitemapXml(projects(pagesPerFile), origin, null) ?? "";
    const urls = parser.parse(xml).urlset.url;
    expect(urls).toHaveLength(pagesPerFile * languages.length);
    expect(urls[0]["xhtml:link"]).toHaveLength(languages.length);
    expect(urls.map((url: { loc: string }) => url.loc)).toContain(`${origin}/project/P-${pagesPerFile}`);
  });

  it("beyond one file, /sitemap.xml is an index of parts that together list every entry once", () => {
    const pages = projects(pagesPerFile * 2 + 1);
    const index = parser.parse(sitemapXml(pages, origin, null) ?? "").sitemapindex.sitemap;
    expect(index.map((file: { loc: string }) => file.loc)).toEqual([
      `${origin}/sitemap.xml?part=1`,
      `${origin}/sitemap.xml?part=2`,
      `${origin}/sitemap.xml?part=3`,
    ]);
    const listed = [1, 2, 3].flatMap((part) =>
      parser.parse(sitemapXml(pages, origin, part) ?? "").urlset.url.map((url: { loc: string }) => url.loc),
    );
    expect(listed).toHaveLength(pages.length * languages.length);
    expect(new Set(listed).size).toBe(listed.length);
    expect(parser.parse(sitemapXml(pages, origin, 3) ?? "").urlset.url).toHaveLength(languages.length);
  });

  it("a part beyond the last is none", () => {
    expect(sitemapXml(projects(pagesPerFile * 2), origin, 3)).toBeNull();
    expect(sitemapXml(projects(3), origin, 2)).toBeNull();
    expect(sitemapXml(projects(3), origin, 1)).toContain("<urlset");
  });
});
