import { data, Link } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { documentSchema } from "~/content/fields";
import { localizePath } from "~/i18n/locale";
import { isLocale, languages } from "~/i18n/locales";
import type { Route } from "./+types/content-preview";

export const meta: Route.MetaFunction = () => [{ title: "Preview" }];

const widths = { phone: 375, desktop: 1280 } as const;

/** The draft of a page in a frame as wide as a phone or a desktop, in each language: links, so it works without JavaScript. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireOfficial(request, context);
  const schema = documentSchema(params.document);
  if (!schema) throw data("No such page", { status: 404 });
  const url = new URL(request.url);
  const lang = url.searchParams.get("lang") ?? "en";
  const width: keyof typeof widths = url.searchParams.get("width") === "desktop" ? "desktop" : "phone";
  return {
    id: schema.id,
    label: schema.label,
    publicPath: schema.publicPath,
    lang: isLocale(lang) ? lang : "en",
    width,
  };
}

export default function ContentPreview({ loaderData }: Route.ComponentProps) {
  const { id, label, publicPath, lang, width } = loaderData;
  const src = `${localizePath(publicPath, lang)}?preview`;
  return (
    <AdminPage title={`Preview: ${label}`} wide>
      <p>
        <Link to={`/content/${id}`}>Back to the editor</Link> · <a href={src}>Open the preview on its own</a>
      </p>
      <nav aria-label="Language and width" className="preview-links">
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
            {w === "phone" ? "Phone" : "Desktop"}
          </Link>
        ))}
      </nav>
      {/* Wider than the screen (a desktop preview on a phone), it scrolls sideways by keyboard too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus to be scrolled by keyboard */}
      <section className={`preview-frame preview-${width}`} tabIndex={0} aria-label="Preview">
        <iframe title={`Preview of the ${label.toLowerCase()}`} src={src} width={widths[width]} height={800} />
      </section>
    </AdminPage>
  );
}
