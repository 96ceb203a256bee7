import { Fragment, useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { isAdminScreen } from "./admin-screens";
import { pageLocale } from "./auth/session.server";
import { useDocumentOnly } from "./components/document-only";
import { useNonce } from "./components/nonce";
import { SiteFooter } from "./components/site-footer";
import { SiteNav } from "./components/site-nav";
import { pageEndId } from "./components/whole-page-first";
import { isAutosave } from "./content/autosave";
import { brandingDocument } from "./content/fields";
import { brandingFor } from "./content/view.server";
import { keepForDocument, now } from "./context";
import { frameMessagesFor, messagesFor } from "./i18n/catalog.server";
import { fallbackMessages } from "./i18n/fallback";
import { englishPath, hasCounterpart, languages, localeFromPath, localizePath } from "./i18n/locale";
import { languageOf } from "./i18n/locales";
import type { RootData } from "./i18n/root-data";
import { useRootData } from "./i18n/use-root-data";
import { defaultPreview, iconsVersion, publishedLogo } from "./models/brand-images.server";
import { clubNameIn, getClubProfile, pageProfile } from "./models/club-profile.server";
import { getPublished } from "./models/content.server";
import { footerOfficers, footerTerms } from "./models/officer-terms.server";
import { isPublicPage } from "./public-pages";
import { signedInView } from "./routes/+shared/signed-in.server";
import { jsonLdGraph, jsonLdText, organizationJsonLd } from "./seo/json-ld";
import stylesheet from "./styles/app.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = await pageLocale(request, context);
  // The branding document gives the club's names, the frame's logo and the icons: read once.
  // Awaited in the list too, so that a failed read is handled from the start.
  const published = getPublished(context.db, brandingDocument);
  const [, profile, terms, signedIn, branding, logo] = await Promise.all([
    published,
    getClubProfile(context.db, published),
    footerTerms(context.db, now(context)),
    signedInView(request, context, locale),
    brandingFor(request, context, published),
    publishedLogo(context.db, published),
  ]);
  const icons = await iconsVersion(context.db, logo);
  const publicUrl = context.config.PUBLIC_URL ?? null;
  const clubName = clubNameIn(profile, locale);
  const link = (path: string) => (publicUrl ? new URL(path, publicUrl).toString() : path);
  // An officials' screen is the only page that can refuse a signed-in person; root data comes again on the way to one.
  const t = frameMessagesFor(locale, { refusals: isAdminScreen(pathname) });
  const { meta } = messagesFor(locale);
  const logoVariant = logo.picture?.variants.filter((v) => v.format === "webp").sort((a, b) => b.width - a.width)[0];
  // For crawlers only: the document carries it, the hydration data does not (decision 0089).
  keepForDocument(context, "jsonLd", () =>
    isPublicPage(englishPath(pathname))
      ? jsonLdText(
          jsonLdGraph([
            organizationJsonLd({
              url: link(localizePath("/", locale)),
              name: clubName,
              alternateNames: languages.map((l) => clubNameIn(profile, l.code)),
              logo: link(logoVariant ? `/media/${logoVariant.key}` : `/icons/icon-512.png?v=${icons}`),
              address: profile.mapLocation,
              sameAs: profile.socialLinks.map((s) => s.url).filter((url) => /^https?:\/\//.test(url)),
              inLanguage: languageOf(locale).htmlLang,
            }),
          ]),
        )
      : null,
  );
  const frame: RootData = {
    locale,
    t,
    profile: pageProfile(profile, locale),
    officers: footerOfficers(terms),
    branding,
    // Never the request's own address: Host and X-Forwarded-Host are whatever the client sent,
    // and the page may be cached for every later visitor (docs/decisions/0014).
    publicUrl,
    head: {
      icons,
      ogDefault: await defaultPreview(context.db, locale, clubName, clubNameIn(profile, "en"), logo).then(
        ({ path, alt }) => ({ path, alt }),
      ),
      // A feed holds absolute addresses: without PUBLIC_URL there is none to link.
      feeds: publicUrl
        ? (
            [
              ["/projects", meta.projectsFeed],
              ["/events", meta.eventsFeed],
            ] as const
          ).map(([page, title]) => ({
            title: title.replace("{club}", clubName),
            rss: localizePath(`${page}.rss`, locale),
            atom: localizePath(`${page}.atom`, locale),
          }))
        : [],
    },
  };
  if (!signedIn) return data(frame);
  frame.signedIn = signedIn;
  // "private": no shared cache, the server's own HTML cache included, may keep this page (docs/decisions/0023).
  return data(frame, { headers: { "Cache-Control": "private, no-store" } });
}

/** The root's headers (a page rendered for an official is private) reach every page, none of which sets its own. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/**
 * The catalogue, profile and officers only change with the language, after an
 * official's edit, or on 1 July (a page loaded before then shows the old
 * officers until it is reloaded); an officials' screen also brings the menu's
 * inbox count up to date.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  // The page editor's autosave changes nothing the frame shows, and must not fail the page (decision 0055).
  if (formMethod && formMethod !== "GET") return isAutosave(formAction) ? false : defaultShouldRevalidate;
  // Officials' screens (the only other pages a link leads to) bring the menu's inbox count up to date;
  // their list stays out of visitors' scripts.
  if (!hasCounterpart(englishPath(nextUrl.pathname))) return true;
  return localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const locale = data?.locale ?? localeFromPath(pathname);
  const nonce = useNonce();
  const skip = data?.t.skipToContent ?? fallbackMessages[locale].skipToContent;
  const language = languageOf(locale);
  return (
    <html
      lang={language.htmlLang}
      dir="ltr"
      style={{ fontFamily: language.fontStack, lineHeight: language.lineHeight }}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#17458f" />
        <Meta />
        <link rel="icon" href={`/favicon.ico${data ? `?v=${data.head.icons}` : ""}`} sizes="16x16 32x32 48x48" />
        <link
          rel="icon"
          href={data?.branding.icon.href ?? "/favicon.svg"}
          type={data?.branding.icon.type ?? "image/svg+xml"}
        />
        {data ? <HeadLinks head={data.head} locale={locale} /> : null}
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {skip}
        </a>
        {data ? <SiteNav /> : null}
        {data ? <PrintMasthead pathname={pathname} /> : null}
        {data?.profile.isDemo ? (
          <aside className="demo-banner" aria-label={data.t.demoLabel}>
            {data.t.demoBanner}
          </aside>
        ) : null}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {data ? <SiteFooter /> : null}
        <div id={pageEndId} hidden />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * On paper only: whose page this is and where to find it, since the navigation and footer are not
 * printed and a browser's own header and footer may be switched off (docs/decisions/0044).
 */
function PrintMasthead({ pathname }: { pathname: string }) {
  const { profile, publicUrl } = useRootData();
  usePrintEagerImages();
  return (
    <div className="print-masthead">
      <p className="print-club" translate="no">
        {profile.clubName}
      </p>
      {profile.mapLocation ? <p>{profile.mapLocation}</p> : null}
      <p>{publicUrl ? new URL(pathname, publicUrl).toString() : pathname}</p>
    </div>
  );
}

/** Images below the first screen load lazily: before printing, every one is asked for, so none is missing on paper. */
function usePrintEagerImages() {
  useEffect(() => {
    const eager = () => {
      for (const image of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) image.loading = "eager";
    };
    window.addEventListener("beforeprint", eager);
    return () => window.removeEventListener("beforeprint", eager);
  }, []);
}

/** Touch icon, manifest, feeds and the club's structured data. */
function HeadLinks({ head, locale }: { head: RootData["head"]; locale: RootData["locale"] }) {
  const jsonLd = useDocumentOnly("jsonLd");
  return (
    <>
      <link rel="apple-touch-icon" href={`/apple-touch-icon.png?v=${head.icons}`} />
      <link rel="manifest" href={localizePath("/manifest.webmanifest", locale)} />
      {head.feeds.map((feed) => (
        <Fragment key={feed.rss}>
          <link rel="alternate" type="application/rss+xml" title={feed.title} href={feed.rss} />
          <link rel="alternate" type="application/atom+xml" title={feed.title} href={feed.atom} />
        </Fragment>
      ))}
      {jsonLd ? (
        // In the head, where React skips it when the page hydrates (it renders nothing there in the browser).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: jsonLdText escapes every < (app/seo/json-ld.ts)
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      ) : null}
    </>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const locale = data?.locale ?? localeFromPath(pathname);
  const t = data?.t ?? fallbackMessages[locale];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // The refusal names who may use the page (app/auth/session.server.ts sends the role it needs): a treasurer's
  // screen refused to an editor; any officials' screen refused to a member ("editor": only a member lacks it).
  const needed = isRouteErrorResponse(error) ? (error.data as { needed?: unknown } | null)?.needed : undefined;
  const forbidden =
    needed === "treasurer" && "forbiddenTreasurer" in t && t.forbiddenTreasurer
      ? t.forbiddenTreasurer
      : needed === "editor" && "forbiddenOfficials" in t && t.forbiddenOfficials
        ? t.forbiddenOfficials
        : (t.forbidden ?? fallbackMessages[locale].forbidden);
  const copy = status === 404 ? t.notFound : status === 403 ? forbidden : t.error;
  return (
    <section className="page narrow status-page">
      <title>{copy.title}</title>
      <h1>{copy.title}</h1>
      <p>{copy.body}</p>
      <p>
        <a className="button" href={localizePath("/", locale)}>
          {copy.home}
        </a>
      </p>
    </section>
  );
}
