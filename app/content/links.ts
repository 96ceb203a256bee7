import { type Locale, localizePath } from "~/i18n/locale";

/** A link an official typed: a path on this site goes to that page in the visitor's language; an address stays as typed. */
export function siteLink(link: string, locale: Locale): string {
  return link.startsWith("/") && !link.startsWith("//") ? localizePath(link, locale) : link;
}

/** Whether an official's link is one a page may carry: http(s), or a path on this site. */
export function isAllowedLink(link: string): boolean {
  if (link.startsWith("/")) return !link.startsWith("//") && !link.includes("\\");
  try {
    const url = new URL(link);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** The illustrations shipped with the site under public/slides, named `builtin:NAME` in content. */
export function builtinImage(value: string): string {
  const name = value.startsWith("builtin:") ? value.slice("builtin:".length) : "";
  return /^[a-z-]+$/.test(name) ? `/slides/${name}.svg` : "/slides/community.svg";
}
