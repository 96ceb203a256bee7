import { Feed } from "feed";
import { now } from "~/context";
import { messagesFor } from "~/i18n/catalog.server";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { languageOf } from "~/i18n/locales";
import { fill } from "~/i18n/types";
import { conditionalResponse, notFoundFile } from "~/lib/conditional.server";
import { versionOf } from "~/media/brand-images.server";
import { defaultPreview } from "~/models/brand-images.server";
import { clubNameIn, getClubProfile } from "~/models/club-profile.server";
import { listProjectsForFeed } from "~/models/projects.server";
import type { Route } from "./+types/projects-feed";

function instant(text: string): Date {
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? new Date(0) : date;
}

/**
 * The published projects (newest 50, never drafts) as RSS 2.0 (/projects.rss)
 * and Atom (/projects.atom), in each language under its prefix. A feed holds
 * absolute addresses, and the only trustworthy origin is PUBLIC_URL: without
 * it there is no feed, as there is no sitemap (docs/decisions/0036-feeds.md).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const base = context.config.PUBLIC_URL;
  if (!base) return notFoundFile("No feed: the server's PUBLIC_URL is not set.");
  const { pathname } = new URL(request.url);
  const format = pathname.toLowerCase().endsWith(".atom") ? "atom" : "rss";
  const locale = localeFromPath(pathname);
  const t = messagesFor(locale);
  const link = (path: string) => new URL(path, base).toString();
  const [profile, projects] = await Promise.all([getClubProfile(context.db), listProjectsForFeed(context.db, locale)]);
  const club = clubNameIn(profile, locale);
  const image = await defaultPreview(context.db, locale, club, clubNameIn(profile, "en"));
  const updated = projects.reduce((latest, p) => {
    const at = instant(p.updatedAt);
    return at > latest ? at : latest;
  }, new Date(0));
  const paths = { rss: localizePath("/projects.rss", locale), atom: localizePath("/projects.atom", locale) };
  const feed = new Feed({
    id: link(localizePath("/projects", locale)),
    link: link(localizePath("/projects", locale)),
    title: fill(t.meta.projectsFeed, { club }),
    description: fill(t.meta.projectsFeedDescription, { club }),
    language: languageOf(locale).htmlLang,
    updated,
    generator: false,
    image: link(image.path),
    favicon: link("/favicon.ico"),
    copyright: fill(t.footer.copyright, { year: now(context).getFullYear(), club }),
    feedLinks: { rss: link(paths.rss), atom: link(paths.atom) },
    author: { name: club, link: link(localizePath("/", locale)) },
  });
  for (const project of projects) {
    const url = link(localizePath(`/project/${encodeURIComponent(project.code)}`, locale));
    feed.addItem({
      title: project.title.value || project.code,
      id: url,
      guid: url,
      link: url,
      description: project.shortNote.value ?? undefined,
      date: instant(project.updatedAt),
      published: instant(project.createdAt),
    });
  }
  const body = format === "atom" ? feed.atom1() : feed.rss2();
  return conditionalResponse(request, body, {
    type: format === "atom" ? "application/atom+xml; charset=utf-8" : "application/rss+xml; charset=utf-8",
    etag: versionOf(body),
    cacheControl: "public, max-age=600",
    lastModified: projects.length > 0 ? updated : null,
  });
}
