import { data, Link } from "react-router";
import { getAccount } from "~/auth/session.server";
import { markdownToPlainText } from "~/content/markdown.server";
import { bulletinContent } from "~/i18n/content/bulletin";
import { formatLongDate } from "~/i18n/format";
import { localizePath } from "~/i18n/locale";
import { contentFor, requestLocale } from "~/i18n/page.server";
import { fill } from "~/i18n/types";
import { indiaDate } from "~/lib/india-time";
import { listArchivedBulletins } from "~/models/bulletins.server";
import { ownCacheControl } from "~/routes/+shared/own-cache-control";
import { pageMeta } from "~/seo";
import type { Route } from "./+types/bulletin-archive";

/** /bulletin: every bulletin sent, newest first; members-only ones for signed-in members only (their page is then theirs alone). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const member = (await getAccount(request, context)) !== null;
  const bulletins = (await listArchivedBulletins(context.db, locale, { member })).map((b) => ({
    id: b.id,
    title: b.title,
    lang: b.locale,
    summary: markdownToPlainText(b.body).slice(0, 240),
    sentOn: formatLongDate(indiaDate(b.sentAt), locale),
    membersOnly: b.membersOnly,
  }));
  const page = { content: contentFor(request, bulletinContent), locale, bulletins };
  return member ? data(page, { headers: { "Cache-Control": "private, no-store" } }) : page;
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

export default function BulletinArchive({ loaderData: { content, locale, bulletins } }: Route.ComponentProps) {
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
    </article>
  );
}
