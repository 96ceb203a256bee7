import { Link } from "react-router";
import { Carousel, carouselStylesheet } from "~/components/carousel";
import { DocumentHtml } from "~/components/document-only";
import { ImpactStrip } from "~/components/impact-strip";
import { Picture } from "~/components/picture";
import { PreviewNotice } from "~/components/preview-notice";
import { Text } from "~/components/text";
import { itemPath } from "~/content/data";
import { homeDocument } from "~/content/fields";
import { builtinImage, siteLink } from "~/content/links";
import { type ContentView, langOf, reader } from "~/content/view";
import { pageContent } from "~/content/view.server";
import { documentPart } from "~/context";
import { homeContent } from "~/i18n/content/home";
import { type Locale, localizePath } from "~/i18n/locale";
import { contentFor, requestLocale } from "~/i18n/page.server";
import { fill } from "~/i18n/types";
import { useRootData } from "~/i18n/use-root-data";
import { homeEventsHtml } from "~/routes/+shared/home-events.server";
import { impactStripData, impactView } from "~/routes/+shared/impact.server";
import { pageMeta } from "~/seo";
import eventStyles from "~/styles/events.css?url";
import homeStyles from "~/styles/home.css?url";
import type { Route } from "./+types/home";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: carouselStylesheet },
  { rel: "stylesheet", href: homeStyles },
  { rel: "stylesheet", href: eventStyles },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    page: await pageContent(request, context, homeDocument),
    labels: contentFor(request, homeContent).carousel,
    impact: impactStripData(await impactView(context.db, requestLocale(request))),
    // The browser has it in the document it hydrates (decision 0089); a navigation brings it as data.
    eventsHtml: documentPart(context, "homeEvents", await homeEventsHtml(context, requestLocale(request))),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const root = matches[0]?.loaderData;
  return pageMeta(root, {
    title: loaderData.page.text.title?.value ?? "",
    description: root?.t.meta.siteDescription ?? "",
    pathname: location.pathname,
  });
};

export default function Home({ loaderData: { page, labels, impact, eventsHtml } }: Route.ComponentProps) {
  const { locale, profile } = useRootData();
  const { t, value, items } = reader(page);
  const clubName = profile.clubName;
  // A translated hero links the club's brochure in its language (SPEC 2.5: the Korean one); else the club book.
  const book = profile.brochureUrl
    ? { href: profile.brochureUrl, label: t("brochureLabel") }
    : profile.clubBookUrl
      ? { href: profile.clubBookUrl, label: t("clubBookLabel") }
      : null;
  const welcome = t("welcome");
  return (
    <>
      {page.preview ? <PreviewNotice /> : null}
      <section className="hero">
        <div className="page">
          <h1 {...langOf(welcome)}>{fill(welcome.value, { club: clubName })}</h1>
          <Text as="p" className="lead" text={t("intro")} />
          <p className="actions">
            <Link className="button primary" to={localizePath("/donate", locale)} {...langOf(t("donateLabel"))}>
              {t("donateLabel").value}
            </Link>
            <Link className="button" to={localizePath("/join", locale)} {...langOf(t("joinLabel"))}>
              {t("joinLabel").value}
            </Link>
            {book ? (
              <a className="button" href={book.href} rel="noopener noreferrer" {...langOf(book.label)}>
                {book.label.value}
              </a>
            ) : null}
          </p>
        </div>
      </section>
      <section className="page home-carousel">
        <Carousel
          autoplayMs={3000}
          labels={labels}
          slides={items("slides").map((id, index) => (
            <HomeSlide key={id} page={page} id={id} first={index === 0} locale={locale} />
          ))}
        />
      </section>
      <section className="page cards">
        {items("cards").map((id) => (
          <article key={id} className="card">
            <Text as="h2" text={t(itemPath("cards", id, "title"))} />
            <Text as="p" text={t(itemPath("cards", id, "body"))} />
            <Link
              to={siteLink(value(itemPath("cards", id, "link")), locale)}
              {...langOf(t(itemPath("cards", id, "linkLabel")))}
            >
              {t(itemPath("cards", id, "linkLabel")).value}
            </Link>
          </article>
        ))}
      </section>
      <ImpactStrip strip={impact} href={`${localizePath("/about", locale)}#impact`} />
      {/* Server-rendered HTML of our own (app/routes/+shared/home-events.server.ts): the events add no JavaScript here. */}
      <DocumentHtml name="homeEvents" html={eventsHtml} />
      <section className="quote-block">
        <figure className="page narrow">
          <Text as="h2" text={t("quoteHeading")} />
          <blockquote>
            <Text as="p" text={t("quote")} />
          </blockquote>
          <Text as="figcaption" text={t("quoteSource")} />
        </figure>
      </section>
      <section className="page">
        <Text as="h2" text={t("focusHeading")} />
        <Text as="p" text={t("focusIntro")} />
        <ol className="focus-grid">
          {items("focus").map((id) => (
            <li key={id}>
              <Text as="h3" text={t(itemPath("focus", id, "title"))} />
              <Text as="p" text={t(itemPath("focus", id, "body"))} />
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

/** One slide: its photo (an upload, or an illustration shipped with the site), caption, and optional link. */
function HomeSlide({ page, id, first, locale }: { page: ContentView; id: string; first: boolean; locale: Locale }) {
  const { t, value } = reader(page);
  const photo = value(itemPath("slides", id, "photo"));
  const picture = page.pictures[photo];
  const alt = t(itemPath("slides", id, "alt"));
  const title = t(itemPath("slides", id, "title"));
  const link = value(itemPath("slides", id, "link"));
  return (
    <figure className="home-slide">
      {picture ? (
        <Picture
          picture={picture}
          alt={alt.value}
          altLang={alt.lang}
          sizes="(min-width: 1200px) 1140px, 100vw"
          eager={first}
        />
      ) : (
        <img
          src={builtinImage(photo)}
          alt={alt.value}
          {...langOf(alt)}
          width={1200}
          height={600}
          loading={first ? "eager" : "lazy"}
          fetchPriority={first ? "high" : undefined}
        />
      )}
      <figcaption>
        <h2 {...langOf(title)}>{link ? <Link to={siteLink(link, locale)}>{title.value}</Link> : title.value}</h2>
        <Text as="p" text={t(itemPath("slides", id, "caption"))} />
      </figcaption>
    </figure>
  );
}
