import { data, Link } from "react-router";
import { getAccount } from "~/auth/session.server";
import { Picture } from "~/components/picture";
import { markdownToPlainText, renderMarkdown } from "~/content/markdown.server";
import { bulletinContent } from "~/i18n/content/bulletin";
import { formatIndiaDay } from "~/i18n/format";
import { localizePath } from "~/i18n/locale";
import { languageOf } from "~/i18n/locales";
import { contentFor, requestLocale } from "~/i18n/page.server";
import { fill } from "~/i18n/types";
import { parseRecordId } from "~/lib/record-id";
import { bulletinEmailWords } from "~/mail/bulletin-words";
import { getArchivedBulletin, isMembersOnlyBulletin } from "~/models/bulletins.server";
import { getPictures } from "~/models/media.server";
import { ownCacheControl } from "~/routes/+shared/own-cache-control";
import { pageMeta } from "~/seo";
import type { Route } from "./+types/bulletin";

/**
 * /bulletin/:id: a sent bulletin as it was sent, in the page's language (the
 * English where it has no translation), with a WhatsApp link to share it.
 * A members-only one asks a visitor to sign in (403, nothing of it shown),
 * and a signed-in member's view is never kept by a cache.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const content = contentFor(request, bulletinContent);
  const id = parseRecordId(params.id);
  const member = (await getAccount(request, context)) !== null;
  const bulletin = id === null ? null : await getArchivedBulletin(context.db, id, locale, { member });
  if (!bulletin) {
    if (id !== null && !member && (await isMembersOnlyBulletin(context.db, id))) {
      const signIn = `${localizePath("/sign-in", locale)}?next=${encodeURIComponent(localizePath(`/bulletin/${id}`, locale))}`;
      return data(
        { content, locale, signIn, bulletin: null, words: null, photos: [], whatsApp: null },
        { status: 403, headers: { "Cache-Control": "no-store" } },
      );
    }
    throw data(null, { status: 404 });
  }
  const pictures = await getPictures(context.db, bulletin.photoIds, locale);
  const path = localizePath(`/bulletin/${bulletin.id}`, locale);
  const base = context.config.PUBLIC_URL;
  const page = {
    content,
    locale,
    signIn: null,
    photos: bulletin.photoIds.flatMap((photoId) => {
      const picture = pictures.get(photoId);
      return picture && picture.kind === "image" ? [picture] : [];
    }),
    words: bulletinEmailWords[bulletin.locale],
    bulletin: {
      id: bulletin.id,
      title: bulletin.title,
      lang: bulletin.locale,
      html: renderMarkdown(bulletin.body, { topHeading: 2 }),
      description: markdownToPlainText(bulletin.body).slice(0, 200),
      sentOn: formatIndiaDay(bulletin.sentAt, locale),
      membersOnly: bulletin.membersOnly,
      blocks: bulletin.blocks,
      others: bulletin.languages
        .filter((l) => l !== locale)
        .map((l) => ({ name: languageOf(l).nativeName, path: localizePath(`/bulletin/${bulletin.id}`, l) })),
    },
    // WhatsApp needs the page's whole address; without PUBLIC_URL there is none to give.
    whatsApp: base
      ? `https://wa.me/?text=${encodeURIComponent(`${bulletin.title} ${new URL(path, base).toString()}`)}`
      : null,
  };
  return member ? data(page, { headers: { "Cache-Control": "private, no-store" } }) : page;
}

export const headers = ownCacheControl;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  loaderData?.bulletin
    ? pageMeta(matches[0]?.loaderData, {
        title: loaderData.bulletin.title,
        description: loaderData.bulletin.description || loaderData.content.description,
        pathname: location.pathname,
      })
    : loaderData
      ? [{ title: loaderData.content.forMembers }, { name: "robots", content: "noindex" }]
      : [];

export default function Bulletin({
  loaderData: { content, locale, words, bulletin, whatsApp, photos, signIn },
}: Route.ComponentProps) {
  if (!bulletin || !words)
    return (
      <article className="page narrow bulletin">
        <h1>{content.forMembers}</h1>
        <p>
          <Link className="button" to={signIn ?? localizePath("/sign-in", locale)}>
            {content.signInToRead}
          </Link>
        </p>
        <p>
          <Link to={localizePath("/bulletin", locale)}>← {content.all}</Link>
        </p>
      </article>
    );
  const lang = bulletin.lang === locale ? undefined : bulletin.lang;
  const { events, projects } = bulletin.blocks;
  return (
    <article className="page narrow bulletin">
      <p>
        <Link to={localizePath("/bulletin", locale)}>← {content.all}</Link>
      </p>
      <h1 lang={lang}>{bulletin.title}</h1>
      <p className="hint">
        {fill(content.sentOn, { date: bulletin.sentOn })}
        {bulletin.membersOnly ? ` · ${content.membersOnly}` : null}
      </p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it with HTML off (app/content/markdown.server.ts) */}
      <div className="prose" lang={lang} dangerouslySetInnerHTML={{ __html: bulletin.html }} />
      {photos.map((picture) => (
        <figure key={picture.id} className="bulletin-photo">
          <Picture picture={picture} sizes="(max-width: 720px) 100vw, 680px" />
        </figure>
      ))}
      {events && events.length > 0 ? (
        <section lang={lang}>
          <h2>{words.events}</h2>
          <ul>
            {events.map((event) => (
              <li key={event.url + event.when}>
                <a href={event.url}>{event.title}</a> · {event.when}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {projects && projects.length > 0 ? (
        <section lang={lang}>
          <h2>{words.projects}</h2>
          <ul>
            {projects.map((project) => (
              <li key={project.url}>
                <a href={project.url}>{project.title}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {bulletin.others.length > 0 ? (
        <p>
          {content.alsoIn}{" "}
          {bulletin.others.map((other, index) => (
            <span key={other.path}>
              {index > 0 ? " · " : null}
              <Link to={other.path}>{other.name}</Link>
            </span>
          ))}
        </p>
      ) : null}
      <p>
        {whatsApp ? (
          <>
            <a className="button" href={whatsApp} rel="noopener noreferrer">
              {content.share}
            </a>{" "}
          </>
        ) : null}
        <Link to={localizePath("/newsletter", locale)}>{content.signUp}</Link>
      </p>
    </article>
  );
}
