import { XMLBuilder } from "fast-xml-parser";
import { cleanText, escapeHtml } from "~/lib/clean-text";

/**
 * RSS 2.0 and Atom 1.0 whose every text is text (docs/decisions/0042-text-hygiene.md):
 * Atom titles and summaries are `type="text"`, RSS titles are plain text and
 * RSS descriptions (HTML by convention) are the text escaped as HTML, so a
 * title such as `T<script>` reaches a feed reader as those characters, never
 * as markup. Every text goes through `cleanText` first, so no character XML
 * forbids is ever written; fast-xml-parser's builder escapes the rest.
 */

export interface FeedChannel {
  /** Absolute addresses. */
  id: string;
  link: string;
  title: string;
  description: string;
  /** The BCP 47 code: en, ko, hi. */
  language: string;
  updated: Date;
  image: string;
  favicon: string;
  copyright: string;
  feedLinks: { rss: string; atom: string };
  author: { name: string; link: string };
}

export interface FeedEntry {
  /** Absolute address of the page: also the entry's id. */
  link: string;
  title: string;
  description?: string;
  /** The BCP 47 code of a title or description in another language than the feed's (an English fallback). */
  titleLanguage?: string;
  descriptionLanguage?: string;
  updated: Date;
  published?: Date;
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  textNodeName: "#text",
  format: true,
  indentBy: "  ",
  processEntities: true,
  suppressEmptyNode: true,
});

const declaration = { "?xml": { "@_version": "1.0", "@_encoding": "utf-8" } };

/** One line of text: no forbidden characters, line breaks as spaces. */
const line = (text: string) => cleanText(text);
/** Several lines: line breaks kept. */
const lines = (text: string) => cleanText(text, { multiLine: true });

export function atomFeed(channel: FeedChannel, entries: readonly FeedEntry[]): string {
  // xml:lang on a text only where it differs from the feed's, which the <feed> element states once.
  const text = (value: string, language?: string) => ({
    "@_type": "text",
    ...(language && language !== channel.language ? { "@_xml:lang": language } : {}),
    "#text": value,
  });
  return builder.build({
    ...declaration,
    feed: {
      "@_xmlns": "http://www.w3.org/2005/Atom",
      "@_xml:lang": line(channel.language),
      id: channel.id,
      title: text(line(channel.title)),
      subtitle: text(line(channel.description)),
      updated: channel.updated.toISOString(),
      author: { name: line(channel.author.name), uri: channel.author.link },
      link: [
        { "@_rel": "alternate", "@_type": "text/html", "@_href": channel.link },
        { "@_rel": "self", "@_type": "application/atom+xml", "@_href": channel.feedLinks.atom },
      ],
      logo: channel.image,
      icon: channel.favicon,
      rights: text(line(channel.copyright)),
      entry: entries.map((entry) => ({
        title: text(line(entry.title), entry.titleLanguage),
        id: entry.link,
        link: { "@_rel": "alternate", "@_type": "text/html", "@_href": entry.link },
        updated: entry.updated.toISOString(),
        ...(entry.published ? { published: entry.published.toISOString() } : {}),
        ...(entry.description ? { summary: text(lines(entry.description), entry.descriptionLanguage) } : {}),
      })),
    },
  });
}

export function rssFeed(channel: FeedChannel, entries: readonly FeedEntry[]): string {
  return builder.build({
    ...declaration,
    rss: {
      "@_version": "2.0",
      "@_xmlns:atom": "http://www.w3.org/2005/Atom",
      channel: {
        title: line(channel.title),
        link: channel.link,
        description: line(channel.description),
        language: line(channel.language),
        lastBuildDate: channel.updated.toUTCString(),
        docs: "https://validator.w3.org/feed/docs/rss2.html",
        copyright: line(channel.copyright),
        image: { title: line(channel.title), url: channel.image, link: channel.link },
        "atom:link": { "@_href": channel.feedLinks.rss, "@_rel": "self", "@_type": "application/rss+xml" },
        item: entries.map((entry) => ({
          title: line(entry.title),
          link: entry.link,
          guid: { "@_isPermaLink": "false", "#text": entry.link },
          pubDate: (entry.published ?? entry.updated).toUTCString(),
          // RSS readers show a description as HTML: the text escaped as HTML shows as itself.
          ...(entry.description ? { description: escapeHtml(lines(entry.description)).replace(/\r?\n/g, "<br>") } : {}),
        })),
      },
    },
  });
}
