import { data, Link } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { documentSchema } from "~/content/fields";
import { contentCopy, contentLabelOf } from "~/i18n/content/admin/content";
import { localizePath } from "~/i18n/locale";
import { isLocale, languages } from "~/i18n/locales";
import { fill } from "~/i18n/types";
import type { Route } from "./+types/content-preview";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.copy.metaTitle ?? "Preview" }];

const widths = { phone: 375, desktop: 1280 } as const;

/** The draft of a page in a frame as wide as a phone or a desktop, in each language: links, so it works without JavaScript. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  const copy = contentCopy[official.locale];
  const schema = documentSchema(params.document);
  if (!schema) throw data(copy.preview.noPage, { status: 404 });
  const url = new URL(request.url);
  const lang = url.searchParams.get("lang") ?? "en";
  const width: keyof typeof widths = url.searchParams.get("width") === "desktop" ? "desktop" : "phone";
  const label = contentLabelOf(copy.labels)(schema.label);
  return {
    id: schema.id,
    label,
    /** In a sentence: "the home page" in English, the label as it is in a language without capitals. */
    inSentence: official.locale === "en" ? label.toLowerCase() : label,
    publicPath: schema.publicPath,
    lang: isLocale(lang) ? lang : "en",
    width,
    copy: copy.preview,
  };
}

export default function ContentPreview({ loaderData }: Route.ComponentProps) {
  const { id, label, inSentence, publicPath, lang, width, copy } = loaderData;
  const src = `${localizePath(publicPath, lang)}?preview`;
  return (
    <AdminPage title={fill(copy.title, { page: label })} wide>
      <p>
        <Link to={`/content/${id}`}>{copy.back}</Link> · <a href={src}>{copy.alone}</a>
      </p>
      <nav aria-label={copy.nav} className="preview-links">
        {languages.map((language) => (
          <Link
            key={language.code}
            to={`?lang=${language.code}&width=${width}`}
            aria-current={language.code === lang ? "true" : undefined}
            lang={language.htmlLang}
          >
            {language.nativeName}
          </Link>
        ))}
        {(["phone", "desktop"] as const).map((w) => (
          <Link key={w} to={`?lang=${lang}&width=${w}`} aria-current={w === width ? "true" : undefined}>
            {w === "phone" ? copy.phone : copy.desktop}
          </Link>
        ))}
      </nav>
      {/* Wider than the screen (a desktop preview on a phone), it scrolls sideways by keyboard too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus to be scrolled by keyboard */}
      <section className={`preview-frame preview-${width}`} tabIndex={0} aria-label={copy.region}>
        <iframe title={fill(copy.frame, { page: inSentence })} src={src} width={widths[width]} height={800} />
      </section>
    </AdminPage>
  );
}
