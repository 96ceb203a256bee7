import {
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
import { useNonce } from "./components/nonce";
import { SiteFooter } from "./components/site-footer";
import { SiteNav } from "./components/site-nav";
import { messagesFor } from "./i18n/catalog.server";
import { fallbackMessages } from "./i18n/fallback";
import { localeFromPath, localizePath } from "./i18n/locale";
import { languageOf } from "./i18n/locales";
import { getClubProfile, pageProfile } from "./models/club-profile.server";
import stylesheet from "./styles/app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const profile = await getClubProfile(context.db);
  return {
    locale,
    t: messagesFor(locale),
    profile: pageProfile(profile, locale),
    // Never the request's own address: Host and X-Forwarded-Host are whatever the client sent,
    // and the page may be cached for every later visitor (docs/decisions/0014).
    publicUrl: context.config.PUBLIC_URL ?? null,
  };
}

/** The catalogue and profile only change with the language or after an official's edit. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname);
}

export type RootData = Awaited<ReturnType<typeof loader>>;

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
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {skip}
        </a>
        {data ? <SiteNav /> : null}
        {data?.profile.isDemo ? (
          <aside className="demo-banner" aria-label={data.t.demoLabel}>
            {data.t.demoBanner}
          </aside>
        ) : null}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {data ? <SiteFooter /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
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
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const copy = notFound ? t.notFound : t.error;
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
