import { Link } from "react-router";
import { homeContent } from "~/i18n/content/home";
import { localizePath } from "~/i18n/locale";
import { contentFor } from "~/i18n/page.server";
import { fill } from "~/i18n/types";
import { useRootData } from "~/i18n/use-root-data";
import { pageMeta } from "~/seo";
import type { Route } from "./+types/home";

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
  const clubName = locale === "ko" && profile.clubNameKo ? profile.clubNameKo : profile.clubName;
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
            {profile.clubBookUrl ? (
              <a className="button" href={profile.clubBookUrl} rel="noopener noreferrer">
                {content.clubBook}
              </a>
            ) : null}
          </p>
        </div>
      </section>
      <section className="page" aria-label={content.carouselLabel}>
        <ul className="slides-static">
          {content.slides.map((slide) => (
            <li key={slide.title}>
              <h2>{slide.title}</h2>
              <p>{slide.caption}</p>
            </li>
          ))}
        </ul>
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
