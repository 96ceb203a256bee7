import type { AppLoadContext } from "react-router";
import { markdownToPlainText } from "~/content/markdown.server";
import { now } from "~/context";
import { messagesFor } from "~/i18n/catalog.server";
import { eventsContent } from "~/i18n/content/events";
import type { Locale } from "~/i18n/locale";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { languageOf } from "~/i18n/locales";
import { fill } from "~/i18n/types";
import { conditionalResponse, notFoundFile } from "~/lib/conditional.server";
import { versionOf } from "~/media/brand-images.server";
import { defaultPreview } from "~/models/brand-images.server";
import { listArchivedBulletins } from "~/models/bulletins.server";
import { clubNameIn, getClubProfile } from "~/models/club-profile.server";
import { listFeedEvents } from "~/models/events.server";
import { listProjectsForFeed } from "~/models/projects.server";
import { eventCard, reasonPlain } from "~/routes/+shared/event-cards.server";
import { atomFeed, type FeedChannel, rssFeed } from "~/seo/feed-xml.server";
import type { Route } from "./+types/site-feed";

function instant(text: string): Date {
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? new Date(0) : date;
}

interface FeedItem {
  path: string;
  title: string;
  description?: string;
  titleLanguage?: string;
  descriptionLanguage?: string;
  updated: Date;
  published?: Date;
}

/** The newest 50 published projects (never drafts), newest change first. */
async function projectItems(context: AppLoadContext, locale: Locale): Promise<FeedItem[]> {
  return (await listProjectsForFeed(context.db, locale)).map((project) => ({
    path: `/project/${encodeURIComponent(project.code)}`,
    title: project.title.value || project.code,
    description: project.shortNote.value ?? undefined,
    // A text not yet translated is the English one, and says so.
    titleLanguage: project.title.value ? languageOf(project.title.lang).htmlLang : undefined,
    descriptionLanguage: project.shortNote.value ? languageOf(project.shortNote.lang).htmlLang : undefined,
    updated: instant(project.updatedAt),
    published: instant(project.createdAt),
  }));
}

/** The 50 most recently changed published events, a cancelled one named so in its title. */
async function eventItems(context: AppLoadContext, locale: Locale): Promise<FeedItem[]> {
  const copy = eventsContent[locale];
  const events = await listFeedEvents(context.db, locale);
  return events
    .map((event) => ({ event, card: eventCard(event, locale, copy) }))
    .sort((a, b) => b.event.updatedAt.localeCompare(a.event.updatedAt))
    .slice(0, 50)
    .map(({ event, card }) => ({
      path: `/event/${event.id}`,
      title: card.statusLabel ? `${card.statusLabel}: ${card.title}` : card.title,
      titleLanguage: card.statusLabel ? undefined : languageOf(card.titleLang).htmlLang,
      description: [`${card.when} (${copy.indiaTime})`, card.kind, card.venue?.text, reasonPlain(card.note)]
        .filter(Boolean)
        .join(" · "),
      updated: instant(event.updatedAt),
    }));
}

/** The 50 newest bulletins anyone may read, as they were sent. */
async function bulletinItems(context: AppLoadContext, locale: Locale): Promise<FeedItem[]> {
  return (await listArchivedBulletins(context.db, locale, { member: false }, { limit: 50 })).map((bulletin) => ({
    path: `/bulletin/${bulletin.id}`,
    title: bulletin.title,
    description: markdownToPlainText(bulletin.body).slice(0, 500) || undefined,
    titleLanguage: languageOf(bulletin.locale).htmlLang,
    descriptionLanguage: languageOf(bulletin.locale).htmlLang,
    updated: instant(bulletin.sentAt),
    published: instant(bulletin.sentAt),
  }));
}

const feeds = {
  projects: { items: projectItems, page: "/projects", title: "projectsFeed", description: "projectsFeedDescription" },
  events: { items: eventItems, page: "/events", title: "eventsFeed", description: "eventsFeedDescription" },
  bulletin: { items: bulletinItems, page: "/bulletin", title: "bulletinFeed", description: "bulletinFeedDescription" },
} as const;

/**
 * The published projects and the published events, each as RSS 2.0
 * (/projects.rss, /events.rss) and Atom (/projects.atom, /events.atom), in
 * each language under its prefix. A feed holds absolute addresses, and the
 * only trustworthy origin is PUBLIC_URL: without it there is no feed, as
 * there is no sitemap (docs/decisions/0036-feeds.md).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const base = context.config.PUBLIC_URL;
  if (!base) return notFoundFile("No feed: the server's PUBLIC_URL is not set.");
  const { pathname } = new URL(request.url);
  const format = pathname.toLowerCase().endsWith(".atom") ? "atom" : "rss";
  const kind = /\/events\.(rss|atom)$/i.test(pathname)
    ? "events"
    : /\/bulletin\.(rss|atom)$/i.test(pathname)
      ? "bulletin"
      : "projects";
  const { items: itemsOf, page, title, description } = feeds[kind];
  const locale = localeFromPath(pathname);
  const t = messagesFor(locale);
  const link = (path: string) => new URL(path, base).toString();
  const [profile, items] = await Promise.all([getClubProfile(context.db), itemsOf(context, locale)]);
  const club = clubNameIn(profile, locale);
  const image = await defaultPreview(context.db, locale, club, clubNameIn(profile, "en"));
  const updated = items.reduce((latest, item) => (item.updated > latest ? item.updated : latest), new Date(0));
  const paths = { rss: localizePath(`${page}.rss`, locale), atom: localizePath(`${page}.atom`, locale) };
  const channel: FeedChannel = {
    id: link(localizePath(page, locale)),
    link: link(localizePath(page, locale)),
    title: fill(t.meta[title], { club }),
    description: fill(t.meta[description], { club }),
    language: languageOf(locale).htmlLang,
    updated,
    image: link(image.path),
    favicon: link("/favicon.ico"),
    copyright: fill(t.footer.copyright, { year: now(context).getFullYear(), club }),
    feedLinks: { rss: link(paths.rss), atom: link(paths.atom) },
    author: { name: club, link: link(localizePath("/", locale)) },
  };
  const entries = items.map((item) => ({
    link: link(localizePath(item.path, locale)),
    title: item.title,
    description: item.description,
    titleLanguage: item.titleLanguage,
    descriptionLanguage: item.descriptionLanguage,
    updated: item.updated,
    published: item.published,
  }));
  const body = format === "atom" ? atomFeed(channel, entries) : rssFeed(channel, entries);
  return conditionalResponse(request, body, {
    type: format === "atom" ? "application/atom+xml; charset=utf-8" : "application/rss+xml; charset=utf-8",
    etag: versionOf(body),
    cacheControl: "public, max-age=600",
    lastModified: items.length > 0 ? updated : null,
  });
}
