import { aboutContent } from "~/i18n/content/about";
import { contentFor } from "~/i18n/page.server";
import { useRootData } from "~/i18n/use-root-data";
import { pageMeta } from "~/seo";
import type { Route } from "./+types/about";

export function loader({ request }: Route.LoaderArgs) {
  return { content: contentFor(request, aboutContent) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches[0]?.loaderData, {
    title: loaderData.content.title,
    description: loaderData.content.description,
    pathname: location.pathname,
  });

export default function About({ loaderData: { content } }: Route.ComponentProps) {
  const { profile } = useRootData();
  return (
    <article className="page about">
      <h1>{content.title}</h1>
      <p className="actions">
        <a className="button" href="#history">
          {content.historyButton}
        </a>
        <a className="button" href="#privacy">
          {content.privacyButton}
        </a>
      </p>
      <section aria-labelledby="facts-heading" className="facts">
        <h2 id="facts-heading">{content.factsHeading}</h2>
        <dl>
          <div>
            <dt>{content.facts.location}</dt>
            <dd>{content.facts.locationValue}</dd>
          </div>
          <div>
            <dt>{content.facts.district}</dt>
            <dd>3100</dd>
          </div>
          <div>
            <dt>{content.facts.chartered}</dt>
            <dd>2017</dd>
          </div>
          <div>
            <dt>{content.facts.clubId}</dt>
            <dd>88838</dd>
          </div>
          <div>
            <dt>{content.facts.members}</dt>
            <dd>{content.facts.membersValue}</dd>
          </div>
        </dl>
      </section>
      <section id="history" aria-labelledby="history-heading" tabIndex={-1}>
        <h2 id="history-heading">{content.historyHeading}</h2>
        {content.history.map((paragraph) => (
          <p key={paragraph.slice(0, 32)}>{paragraph}</p>
        ))}
        <h3>{content.parableHeading}</h3>
        <p>{content.parable}</p>
      </section>
      <section aria-labelledby="rotary-heading">
        <h2 id="rotary-heading">{content.rotaryHeading}</h2>
        {content.rotary.map((paragraph) => (
          <p key={paragraph.slice(0, 32)}>{paragraph}</p>
        ))}
      </section>
      <section id="privacy" aria-labelledby="privacy-heading" tabIndex={-1}>
        <h2 id="privacy-heading">{content.privacyHeading}</h2>
        <p>{content.privacyIntro}</p>
        {content.privacy.map((part) => (
          <section key={part.heading}>
            <h3>{part.heading}</h3>
            <p>{part.body}</p>
          </section>
        ))}
        <p>
          {profile.privacyEmail
            ? content.privacyContact.split(/(\{email\})/).map((part) =>
                part === "{email}" ? (
                  <a key="email" href={`mailto:${profile.privacyEmail}`}>
                    {profile.privacyEmail}
                  </a>
                ) : (
                  part
                ),
              )
            : content.privacyNoContact}
        </p>
      </section>
    </article>
  );
}
