import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { atomFeed, type FeedChannel, rssFeed } from "./feed-xml.server";

const channel: FeedChannel = {
  id: "https://club.example.org/projects",
  link: "https://club.example.org/projects",
  title: "Projects of <i>Club</i>",
  description: "New projects",
  language: "en",
  updated: new Date("2026-01-02T03:04:05Z"),
  image: "https://club.example.org/og/en/default.jpg",
  favicon: "https://club.example.org/favicon.ico",
  copyright: "© 2026 Club",
  feedLinks: { rss: "https://club.example.org/projects.rss", atom: "https://club.example.org/projects.atom" },
  author: { name: "Club & Co", link: "https://club.example.org/" },
};
const title = "T<script>alert(1)</script>\u0001\u001b\uFFFE ]]> &amp;";
const entry = {
  link: "https://club.example.org/project/A?x=1&y=2",
  title,
  description: `${title}\nsecond line`,
  updated: new Date("2026-01-02T03:04:05Z"),
};
const parser = new XMLParser({ ignoreAttributes: false, trimValues: false });

describe("feeds carry officials' text as text (issue 28, item 1)", () => {
  it('Atom: titles and summaries are type="text", the markup is characters, no forbidden character is written', () => {
    const xml = atomFeed(channel, [entry]);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).not.toContain("CDATA");
    expect(xml).not.toContain("\u0001");
    const feed = parser.parse(xml).feed;
    expect(feed.title).toEqual({ "@_type": "text", "#text": "Projects of <i>Club</i>" });
    expect(feed.entry.title).toEqual({ "@_type": "text", "#text": "T<script>alert(1)</script> ]]> &amp;" });
    expect(feed.entry.summary["#text"]).toBe("T<script>alert(1)</script> ]]> &amp;\nsecond line");
    expect(feed.entry.link["@_href"]).toBe(entry.link);
  });

  it("RSS: titles are plain text and descriptions the text escaped as HTML", () => {
    const xml = rssFeed(channel, [entry]);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).not.toContain("CDATA");
    const item = parser.parse(xml).rss.channel.item;
    expect(item.title).toBe("T<script>alert(1)</script> ]]> &amp;");
    expect(item.description).toBe("T&lt;script&gt;alert(1)&lt;/script&gt; ]]&gt; &amp;amp;<br>second line");
    expect(item.guid).toEqual({ "@_isPermaLink": "false", "#text": entry.link });
  });

  it("an empty feed is still a valid feed", () => {
    expect(XMLValidator.validate(rssFeed(channel, []))).toBe(true);
    expect(XMLValidator.validate(atomFeed(channel, []))).toBe(true);
  });
});

describe("Atom names its language (xml:lang)", () => {
  const xmlParser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@_" });

  it.each(["en", "ko", "hi"])("a feed in %s says so on <feed>, read by an XML parser", (language) => {
    const xml = atomFeed({ ...channel, language }, [entry]);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xmlParser.parse(xml).feed["@_xml:lang"]).toBe(language);
  });

  it("an entry's English fallback text in a Korean feed is marked xml:lang=en; the feed's own language is not repeated", () => {
    const xml = atomFeed({ ...channel, language: "ko" }, [
      { ...entry, title: "English title", titleLanguage: "en", description: "한국어 설명", descriptionLanguage: "ko" },
    ]);
    const feed = xmlParser.parse(xml).feed;
    expect(feed.entry.title["@_xml:lang"]).toBe("en");
    expect(feed.entry.summary["@_xml:lang"]).toBeUndefined();
  });
});
