import { languages, localizePath } from "~/i18n/locale";

function escapeXml(text: string) {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Pages per sitemap file (three entries each, one per language): some 650 KB, quick to build and send. */
export const pagesPerFile = 500;

const xmlHeader = '<?xml version="1.0" encoding="UTF-8"?>\n';

/**
 * The sitemap for these pages: one file of every entry while they fit in one;
 * beyond, /sitemap.xml is an index of files of `pagesPerFile` pages each,
 * `?part=N`, so no request builds a district's 30,000 entries at once.
 * Null: no such part.
 */
export function sitemapXml(
  pages: readonly { path: string; priority: number }[],
  origin: string,
  part: number | null,
): string | null {
  const parts = Math.max(1, Math.ceil(pages.length / pagesPerFile));
  if (part === null && parts > 1) {
    const files = Array.from(
      { length: parts },
      (_, index) => `<sitemap><loc>${escapeXml(`${origin}/sitemap.xml?part=${index + 1}`)}</loc></sitemap>`,
    );
    return `${xmlHeader}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.join("\n")}\n</sitemapindex>\n`;
  }
  if (part !== null && part > parts) return null;
  const slice = part === null ? pages : pages.slice((part - 1) * pagesPerFile, part * pagesPerFile);
  // Paths are already percent-encoded: each address is the origin and its path, written once per
  // language and shared by the entries of its counterparts.
  const urls = slice.flatMap(({ path, priority }) => {
    const addresses = languages.map((language) => escapeXml(origin + localizePath(path, language.code)));
    const alternates = languages
      .map((alt, index) => `<xhtml:link rel="alternate" hreflang="${alt.htmlLang}" href="${addresses[index]}"/>`)
      .join("");
    const rank = priority.toFixed(1);
    return addresses.map((loc) => `<url><loc>${loc}</loc>${alternates}<priority>${rank}</priority></url>`);
  });
  return `${xmlHeader}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}
