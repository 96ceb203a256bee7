import { Form, Link } from "react-router";
import { requireAccount } from "~/auth/session.server";
import { membersAreaContent } from "~/i18n/content/members-area";
import { formatDayAndMonth } from "~/i18n/format";
import { localizePath } from "~/i18n/locale";
import { contentFor, requestLocale } from "~/i18n/page.server";
import { fill } from "~/i18n/types";
import { type DirectoryEntry, directory } from "~/models/member-profiles.server";
import { privatePageMeta } from "~/seo";
import adminStyles from "~/styles/admin.css?url";
import type { Route } from "./+types/directory";
import { telUri } from "./contact-cards.server";
import { MembersAreaPage } from "./members-area-page";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  privatePageMeta(matches[0]?.loaderData, loaderData?.content, location.pathname);

/** Case and accents aside: "sharma" finds "Sharma", "seva" finds "Sevā". */
const folded = (value: string) => value.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

/** Whether a member matches every word of the search, in their name, classification or committees. */
function matches(entry: DirectoryEntry, query: string) {
  const haystack = folded(`${entry.name} ${entry.classification} ${entry.committees}`);
  return folded(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await requireAccount(request, context);
  const { directory: content, nav } = contentFor(request, membersAreaContent);
  const query = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 100).trim();
  const everyone = await directory(context.db, { memberId: account.memberId, role: account.role });
  const entries = query ? everyone.filter((entry) => matches(entry, query)) : everyone;
  return {
    locale: requestLocale(request),
    content,
    nav,
    query,
    total: everyone.length,
    entries: entries.map((entry) => ({
      ...entry,
      tel: entry.phone ? telUri(entry.phone) : null,
      whatsappLink: entry.whatsapp ? `https://wa.me/${entry.whatsapp.replace(/\D/g, "")}` : null,
    })),
  };
}

export default function Directory({ loaderData }: Route.ComponentProps) {
  const { locale, content, nav, query, total, entries } = loaderData;
  const here = localizePath("/my/directory", locale);
  return (
    <MembersAreaPage title={content.title} nav={nav} locale={locale}>
      <p>{content.intro}</p>
      <Form method="get" action={here} role="search" className="directory-search">
        <label htmlFor="directory-q">{content.search}</label>
        <input id="directory-q" name="q" type="search" defaultValue={query} maxLength={100} />
        <button type="submit" className="button">
          {content.searchButton}
        </button>
        {query ? <Link to={here}>{content.showAll}</Link> : null}
      </Form>
      <p role="status">
        {query && entries.length === 0 ? fill(content.none, { query }) : fill(content.count, { count: entries.length })}
      </p>
      <ul className="directory">
        {entries.map((entry) => (
          <li key={entry.id}>
            <h2>{entry.name}</h2>
            {entry.classification ? <p>{entry.classification}</p> : null}
            <dl>
              {entry.rotaryId ? (
                <>
                  <dt>{content.rotaryId}</dt>
                  <dd>{entry.rotaryId}</dd>
                </>
              ) : null}
              {entry.phfLevel ? (
                <>
                  <dt>{content.phf}</dt>
                  <dd>{entry.phfLevel}</dd>
                </>
              ) : null}
              {entry.committees ? (
                <>
                  <dt>{content.committees}</dt>
                  <dd>{entry.committees}</dd>
                </>
              ) : null}
              {entry.address ? (
                <>
                  <dt>{content.address}</dt>
                  <dd className="directory-address">{entry.address}</dd>
                </>
              ) : null}
              {entry.birthday ? (
                <>
                  <dt>{content.birthday}</dt>
                  <dd>{formatDayAndMonth(entry.birthday, locale)}</dd>
                </>
              ) : null}
              {entry.spouseName ? (
                <>
                  <dt>{content.spouse}</dt>
                  <dd>{entry.spouseName}</dd>
                </>
              ) : null}
              {entry.anniversary ? (
                <>
                  <dt>{content.anniversary}</dt>
                  <dd>{formatDayAndMonth(entry.anniversary, locale)}</dd>
                </>
              ) : null}
            </dl>
            <p className="row-actions">
              {entry.tel ? (
                <a className="button small" href={entry.tel}>
                  {content.call} <span translate="no">{entry.phone}</span>
                </a>
              ) : null}
              {entry.whatsappLink ? (
                <a className="button small" href={entry.whatsappLink} rel="noreferrer">
                  {content.whatsapp}
                </a>
              ) : null}
              {entry.email ? (
                <a className="button small" href={`mailto:${entry.email}`}>
                  {content.email}
                </a>
              ) : null}
              <a
                className="button small"
                href={localizePath(`/my/directory/${entry.id}/card.vcf`, locale)}
                download
                aria-label={fill(content.cardLabel, { name: entry.name })}
              >
                {content.card}
              </a>
            </p>
          </li>
        ))}
      </ul>
      {total > 0 ? (
        <p>
          <a className="button" href={localizePath("/my/directory.vcf", locale)} download>
            {content.allCards}
          </a>{" "}
          <a className="button" href={localizePath("/my/directory.pdf", locale)} download>
            {content.pdf}
          </a>
        </p>
      ) : null}
    </MembersAreaPage>
  );
}
