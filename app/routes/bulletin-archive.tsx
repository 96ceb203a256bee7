import { data, Link } from "react-router";
import { getAccount } from "~/auth/session.server";
import { Pagination } from "~/components/pagination";
import { markdownToPlainText } from "~/content/markdown.server";
import { bulletinContent } from "~/i18n/content/bulletin";
import { formatIndiaDay } from "~/i18n/format";
import { localizePath } from "~/i18n/locale";
import { contentFor, requestLocale } from "~/i18n/page.server";
import { fill } from "~/i18n/types";
import { assertPageExists, pageCount, requestedPage } from "~/lib/pagination";
import { countArchivedBulletins, listArchivedBulletins } from "~/models/bulletins.server";
import { ownCacheControl } from "~/routes/+shared/own-cache-control";
import { pageMeta } from "~/seo";
import type { Route } from "./+types/bulletin-archive";

/** Bulletins a page of the archive lists: a year of weekly ones in three pages or so. */
const bulletinsPerPage = 20;

/** /bulletin: every bulletin sent, newest first, a page at a time; members-only ones for signed-in members only (their page is then theirs alone). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const page = requestedPage(request);
  const member = (await getAccount(request, context)) !== null;
  const [total, listed] = await Promise.all([
    countArchivedBulletins(context.db, { member }),
    listArchivedBulletins(
      context.db,
      locale,
      { member },
      { limit: bulletinsPerPage, offset: (page - 1) * bulletinsPerPage },
    ),
  ]);
  const pages = pageCount(total, bulletinsPerPage);
  assertPageExists(page, pages);
  const bulletins = listed.map((b) => ({
    id: b.id,
    title: b.title,
    lang: b.locale,
    summary: markdownToPlainText(b.body).slice(0, 240),
    sentOn: formatIndiaDay(b.sentAt, locale),
    membersOnly: b.membersOnly,
  }));
  const shown = { content: contentFor(request, bulletinContent), locale, bulletins, page, pages };
  return member ? data(shown, { headers: { "Cache-Control": "private, no-store" } }) : shown;
}

export const headers = ownCacheControl;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => [
  ...pageMeta(matches[0]?.loaderData, {
    title: loaderData.content.title,
    description: loaderData.content.description,
    pathname: location.pathname,
  }),
  {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: loaderData.content.title,
    href: localizePath("/bulletin.rss", loaderData.locale),
  },
  {
    tagName: "link",
    rel: "alternate",
    type: "application/atom+xml",
    title: loaderData.content.title,
    href: localizePath("/bulletin.atom", loaderData.locale),
  },
];

export default function BulletinArchive({
  loaderData: { content, locale, bulletins, page, pages },
}: Route.ComponentProps) {
  return (
    <article className="page narrow">
      <h1>{content.title}</h1>
      <p>{content.intro}</p>
      <p>
        <Link to={localizePath("/newsletter", locale)}>{content.signUp}</Link> ·{" "}
        <a href={localizePath("/bulletin.rss", locale)}>{content.rss}</a> ·{" "}
        <a href={localizePath("/bulletin.atom", locale)}>{content.atom}</a>
      </p>
      {bulletins.length === 0 ? (
        <p>{content.none}</p>
      ) : (
        <ul className="plain bulletin-list">
          {bulletins.map((b) => (
            <li key={b.id}>
              <h2 lang={b.lang === locale ? undefined : b.lang}>
                <Link to={localizePath(`/bulletin/${b.id}`, locale)}>{b.title}</Link>
              </h2>
              <p className="hint">
                {fill(content.sentOn, { date: b.sentOn })}
                {b.membersOnly ? ` · ${content.membersOnly}` : null}
              </p>
              {b.summary ? <p lang={b.lang === locale ? undefined : b.lang}>{b.summary}</p> : null}
            </li>
          ))}
        </ul>
      )}
      <Pagination pathname={localizePath("/bulletin", locale)} page={page} pages={pages} labels={content.pagination} />
    </article>
  );
}
