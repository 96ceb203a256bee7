import { ImpactChart } from "~/components/impact-chart";
import { PreviewNotice } from "~/components/preview-notice";
import { RichText, Text } from "~/components/text";
import { aboutDocument } from "~/content/fields";
import { langOf, reader } from "~/content/view";
import { pageContent } from "~/content/view.server";
import { aboutContent } from "~/i18n/content/about";
import { contentFor, requestLocale } from "~/i18n/page.server";
import { useRootData } from "~/i18n/use-root-data";
import { impactView } from "~/routes/+shared/impact.server";
import { pageMeta } from "~/seo";
import type { Route } from "./+types/about";

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    page: await pageContent(request, context, aboutDocument),
    facts: contentFor(request, aboutContent).facts,
    impact: await impactView(context.db, requestLocale(request)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches[0]?.loaderData, {
    title: loaderData.page.text.title?.value ?? "",
    description: loaderData.page.text.description?.value ?? "",
    pathname: location.pathname,
  });

export default function About({ loaderData: { page, facts, impact } }: Route.ComponentProps) {
  const { profile } = useRootData();
  const { t, value } = reader(page);
  const contact = t("privacyContact");
  return (
    <>
      {page.preview ? <PreviewNotice /> : null}
      <article className="page about">
        <Text as="h1" text={t("title")} />
        <p className="actions">
          <a className="button" href="#history" {...langOf(t("historyButton"))}>
            {t("historyButton").value}
          </a>
          <a className="button" href="#privacy" {...langOf(t("privacyButton"))}>
            {t("privacyButton").value}
          </a>
        </p>
        <section aria-labelledby="facts-heading" className="facts">
          <Text as="h2" id="facts-heading" text={t("factsHeading")} />
          <dl>
            <Fact label={facts.location}>
              <Text as="span" text={t("location")} />
            </Fact>
            <Fact label={facts.district}>{value("district")}</Fact>
            <Fact label={facts.chartered}>{value("chartered")}</Fact>
            <Fact label={facts.clubId}>{value("clubId")}</Fact>
            <Fact label={facts.members}>
              <Text as="span" text={t("members")} />
            </Fact>
          </dl>
        </section>
        <ImpactChart impact={impact} />
        <section id="history" aria-labelledby="history-heading" tabIndex={-1}>
          <Text as="h2" id="history-heading" text={t("historyHeading")} />
          <RichText text={t("history")} />
        </section>
        <section aria-labelledby="rotary-heading">
          <Text as="h2" id="rotary-heading" text={t("rotaryHeading")} />
          <RichText text={t("rotary")} />
        </section>
        <section id="privacy" aria-labelledby="privacy-heading" tabIndex={-1}>
          <Text as="h2" id="privacy-heading" text={t("privacyHeading")} />
          <RichText text={t("privacy")} />
          {profile.privacyEmail ? (
            <p {...langOf(contact)}>
              {contact.value.split(/(\{email\})/).map((part) =>
                part === "{email}" ? (
                  <a key="email" href={`mailto:${profile.privacyEmail}`}>
                    {profile.privacyEmail}
                  </a>
                ) : (
                  part
                ),
              )}
            </p>
          ) : (
            <Text as="p" text={t("privacyNoContact")} />
          )}
        </section>
      </article>
    </>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
