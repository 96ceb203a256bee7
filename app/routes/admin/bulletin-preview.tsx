import { data, Link } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { bulletinsCopy } from "~/i18n/content/admin/bulletins";
import { languageName, useEditingCopy } from "~/i18n/content/admin/editing";
import { isLocale, locales } from "~/i18n/locales";
import { fill } from "~/i18n/types";
import { parseRecordId } from "~/lib/record-id";
import { getEditableBulletin } from "~/models/bulletins.server";
import type { Route } from "./+types/bulletin-preview";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

/** /bulletin-form/:id/preview: the bulletin as e-mail at desktop and phone width, in each language, as a member or a friend gets it. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  const copy = bulletinsCopy[official.locale];
  const id = parseRecordId(params.id);
  const bulletin = id === null ? null : await getEditableBulletin(context.db, id);
  if (!bulletin) throw data("There is no such bulletin.", { status: 404 });
  const url = new URL(request.url);
  const lang = url.searchParams.get("lang") ?? "en";
  const locale = isLocale(lang) ? lang : "en";
  const reader = url.searchParams.get("reader") === "friend" ? "friend" : "member";
  return {
    copy,
    id: bulletin.id,
    title: fill(copy.previewTitle, { title: bulletin.texts.en.title || copy.untitled }),
    subject: bulletin.texts[locale].title || bulletin.texts.en.title,
    locale,
    reader,
  };
}

export default function BulletinPreviewScreen({ loaderData }: Route.ComponentProps) {
  const { copy, id, title, subject, locale, reader } = loaderData;
  const editing = useEditingCopy();
  const src = `/bulletin-form/${id}/email?lang=${locale}&reader=${reader}&preview`;
  return (
    <AdminPage title={title}>
      <p>
        <Link to={`/bulletin-form/${id}`}>← {copy.back}</Link>
      </p>
      <nav aria-label={copy.preview}>
        <ul className="inline-list">
          {locales.map((l) => (
            <li key={l}>
              <Link to={`?lang=${l}&reader=${reader}`} aria-current={l === locale ? "page" : undefined}>
                {fill(copy.previewIn, { language: languageName(editing, l) })}
              </Link>
            </li>
          ))}
          <li>
            <Link to={`?lang=${locale}&reader=${reader === "member" ? "friend" : "member"}`}>
              {reader === "member" ? copy.asFriend : copy.asMember}
            </Link>
          </li>
        </ul>
      </nav>
      <p>
        <strong>{copy.subject}:</strong> {subject}
      </p>
      <h2>{copy.phone}</h2>
      <iframe className="email-preview email-preview-phone" title={copy.phone} src={src} width={375} height={700} />
      <h2>{copy.desktop}</h2>
      <iframe className="email-preview email-preview-desktop" title={copy.desktop} src={src} width={700} height={800} />
    </AdminPage>
  );
}
