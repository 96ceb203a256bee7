import { Link } from "react-router";
import { Carousel, carouselStylesheet } from "~/components/carousel";
import { homeContent } from "~/i18n/content/home";
import { localizePath } from "~/i18n/locale";
import { contentFor } from "~/i18n/page.server";
import { fill } from "~/i18n/types";
import { useRootData } from "~/i18n/use-root-data";
import { pageMeta } from "~/seo";
import homeStyles from "~/styles/home.css?url";
import type { Route } from "./+types/home";

/** The illustrations under public/slides, in the order of the slides. */
const slideImages = ["education", "health", "women", "community", "environment"] as const;

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: carouselStylesheet },
  { rel: "stylesheet", href: homeStyles },
];

export function loader({ request }: Route.LoaderArgs) {
  return { content: contentFor(request, homeContent) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const root = matches[0]?.loaderData;
  return pageMeta(root, {
    title: loaderData.content.title,
    description: root?.t.meta.siteDescription ?? "",
    pathname: location.pathname,
  });
};

export default function Home({ loaderData: { content } }: Route.ComponentProps) {
  const { locale, profile } = useRootData();
  const clubName = profile.clubName;
  // A translated hero links the club's brochure in its language (SPEC 2.5: the Korean one); else the club book.
  const book = profile.brochureUrl
    ? { href: profile.brochureUrl, label: content.brochure }
    : profile.clubBookUrl
      ? { href: profile.clubBookUrl, label: content.clubBook }
      : null;
  return (
    <>
      <section className="hero">
        <div className="page">
          <h1>{fill(content.welcome, { club: clubName })}</h1>
          <p className="lead">{content.intro}</p>
          <p className="actions">
            <Link className="button primary" to={localizePath("/donate", locale)}>
              {content.donate}
            </Link>
            <Link className="button" to={localizePath("/join", locale)}>
              {content.join}
            </Link>
            {book ? (
              <a className="button" href={book.href} rel="noopener noreferrer">
                {book.label}
              </a>
            ) : null}
          </p>
        </div>
      </section>
      <section className="page home-carousel">
        <Carousel
          autoplayMs={3000}
          labels={content.carousel}
          slides={content.slides.map((slide, index) => (
            <figure key={slide.title} className="home-slide">
              <img
                src={`/slides/${slideImages[index]}.svg`}
                alt=""
                width={1200}
                height={600}
                loading={index === 0 ? "eager" : "lazy"}
                fetchPriority={index === 0 ? "high" : undefined}
              />
              <figcaption>
                <h2>{slide.title}</h2>
                <p>{slide.caption}</p>
              </figcaption>
            </figure>
          ))}
        />
      </section>
      <section className="page cards">
        {content.cards.map((card) => (
          <article key={card.title} className="card">
            <h2>{card.title}</h2>
            <p>{card.body}</p>
            <Link to={localizePath(card.href, locale)}>{card.link}</Link>
          </article>
        ))}
      </section>
      <section className="quote-block">
        <figure className="page narrow">
          <h2>{content.quoteHeading}</h2>
          <blockquote>
            <p>{content.quote}</p>
          </blockquote>
          <figcaption>{content.quoteSource}</figcaption>
        </figure>
      </section>
      <section className="page">
        <h2>{content.focusHeading}</h2>
        <p>{content.focusIntro}</p>
        <ol className="focus-grid">
          {content.focus.map((area) => (
            <li key={area.title}>
              <h3>{area.title}</h3>
              <p>{area.body}</p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
