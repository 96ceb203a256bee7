import type { MetaDescriptor } from "react-router";
import { englishPath, hasCounterpart, type Locale, localizePath } from "./i18n/locale";
import type { RootData } from "./root";

interface PageMeta {
  title: string;
  description: string;
  pathname: string;
  /** Absolute or site-relative image for social previews. */
  image?: string | null;
}

function absolute(base: string | null, path: string) {
  return base ? new URL(path, base).toString() : path;
}

/** Title, description, hreflang alternates and Open Graph / Twitter tags of a page. */
export function pageMeta(root: RootData | undefined, page: PageMeta): MetaDescriptor[] {
  const locale: Locale = root?.locale ?? "en";
  const club = root
    ? locale === "ko" && root.profile.clubNameKo
      ? root.profile.clubNameKo
      : root.profile.clubName
    : "";
  const title = club ? `${page.title} | ${club}` : page.title;
  const base = root?.publicUrl ?? null;
  const english = englishPath(page.pathname);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: locale === "ko" ? "ko_KR" : "en_IN" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
  ];
  if (club) tags.push({ property: "og:site_name", content: club });
  if (base) {
    tags.push(
      { property: "og:url", content: absolute(base, page.pathname) },
      { tagName: "link", rel: "canonical", href: absolute(base, page.pathname) },
    );
  }
  // Every page has a picture for WhatsApp and KakaoTalk previews (at least 600 px wide).
  const image = page.image ?? "/og-default.png";
  tags.push(
    { property: "og:image", content: absolute(base, image) },
    { name: "twitter:image", content: absolute(base, image) },
  );
  if (!page.image)
    tags.push({ property: "og:image:width", content: "1200" }, { property: "og:image:height", content: "630" });
  if (hasCounterpart(english)) {
    for (const lang of ["en", "ko"] as const) {
      tags.push({
        tagName: "link",
        rel: "alternate",
        hrefLang: lang,
        href: absolute(base, localizePath(english, lang)),
      });
    }
    tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: absolute(base, english) });
  }
  return tags;
}
