import type { MetaDescriptor } from "react-router";
import { defaultLocale, englishPath, hasCounterpart, type Locale, languages, localizePath } from "./i18n/locale";
import { languageOf } from "./i18n/locales";
import type { RootData } from "./i18n/root-data";

interface PageMeta {
  title: string;
  description: string;
  pathname: string;
  /**
   * The page's own link preview (site-relative, a 1200×630 JPEG from /og/…);
   * without one, the club's (the root loader's).
   */
  image?: { path: string; alt: string } | null;
}

/**
 * Title, description, hreflang alternates and Open Graph / Twitter tags of a page.
 * Absolute addresses come only from PUBLIC_URL, never from the request (its Host
 * header is the client's to choose, and the page may be cached for everyone).
 * Without PUBLIC_URL, canonical and hreflang links are site-relative, and the
 * tags that must be absolute (og:url, og:image, twitter:image) are left out.
 */
export function pageMeta(root: RootData | undefined, page: PageMeta): MetaDescriptor[] {
  const locale: Locale = root?.locale ?? defaultLocale;
  // The root loader sends the club's name in the page's language already.
  const club = root?.profile.clubName ?? "";
  const title = club ? `${page.title} | ${club}` : page.title;
  const base = root?.publicUrl ?? null;
  const link = (path: string) => (base ? new URL(path, base).toString() : path);
  const english = englishPath(page.pathname);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: languageOf(locale).ogLocale },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { tagName: "link", rel: "canonical", href: link(page.pathname) },
  ];
  if (club) tags.push({ property: "og:site_name", content: club });
  if (base) {
    tags.push({ property: "og:url", content: link(page.pathname) });
    // Every page has a 1200×630 JPEG for WhatsApp and KakaoTalk previews (docs/decisions/0034).
    const preview = page.image ?? root?.head.ogDefault;
    if (preview) {
      const image = link(preview.path);
      tags.push(
        { property: "og:image", content: image },
        { property: "og:image:type", content: "image/jpeg" },
        { property: "og:image:width", content: "1200" },
        { property: "og:image:height", content: "630" },
        { property: "og:image:alt", content: preview.alt },
        { name: "twitter:image", content: image },
        { name: "twitter:image:alt", content: preview.alt },
      );
    }
  }
  if (hasCounterpart(english)) {
    for (const language of languages) {
      tags.push({
        tagName: "link",
        rel: "alternate",
        hrefLang: language.htmlLang,
        href: link(localizePath(english, language.code)),
      });
    }
    tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: link(english) });
  }
  return tags;
}

/** A page of one's own account (signing in, a one-time link, the members' area): titled, described, and kept from search engines. */
export function privatePageMeta(
  root: RootData | undefined,
  page: { title: string; description: string } | undefined,
  pathname: string,
): MetaDescriptor[] {
  return [
    ...pageMeta(root, { title: page?.title ?? "", description: page?.description ?? "", pathname }),
    { name: "robots", content: "noindex" },
  ];
}
