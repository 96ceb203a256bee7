import { Link } from "react-router";
import { CopyButton, useAnnouncement } from "~/components/copy-button";
import { type DonateContent, donateContent } from "~/i18n/content/donate";
import { formatRupees } from "~/i18n/format";
import { localizePath } from "~/i18n/locale";
import { requestLocale } from "~/i18n/page.server";
import { fill } from "~/i18n/types";
import { useRootData } from "~/i18n/use-root-data";
import { clubNameIn, getClubProfile } from "~/models/club-profile.server";
import { pageMeta } from "~/seo";
import styles from "~/styles/donate.css?url";
import { upiPayLink } from "~/upi";
import { qrCodeDataUrl } from "~/upi-qr.server";
import type { Route } from "./+types/donate";

/** SPEC.md section 9: scholarships of ₹3,100 each and a fund of ₹40,000. */
const scholarshipRupees = 3100;
const fundRupees = 40_000;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const profile = await getClubProfile(context.db);
  const clubName = clubNameIn(profile, locale);
  const upiId = profile.upiId.trim();
  const payee = profile.upiBeneficiary.trim() || profile.bank.beneficiary.trim() || profile.clubName;
  let upi: { id: string; payee: string; link: string; qr: string } | null = null;
  if (upiId) {
    const link = upiPayLink({ vpa: upiId, payeeName: payee });
    upi = { id: upiId, payee, link, qr: await qrCodeDataUrl(link) };
  }
  const bank = profile.bank.account.trim() ? profile.bank : null;
  return {
    content: donateContent[locale],
    upi,
    bank,
    chequePayee: profile.bank.beneficiary.trim() || payee || clubName,
    // Formatted here so the server's and the browser's Intl data cannot disagree at hydration.
    amounts: { scholarship: formatRupees(scholarshipRupees, locale), fund: formatRupees(fundRupees, locale) },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches[0]?.loaderData, {
    title: loaderData.content.title,
    description: loaderData.content.description,
    pathname: location.pathname,
  });

type Announce = (label: string) => (ok: boolean) => void;

function DetailRow({
  label,
  value,
  content,
  announce,
}: {
  label: string;
  value: string;
  content: DonateContent;
  announce: Announce;
}) {
  if (!value.trim()) return null;
  return (
    <div className="detail">
      <dt>{label}</dt>
      <dd>
        <span className="detail-value" translate="no">
          {value}
        </span>
        <CopyButton
          value={value.trim()}
          label={fill(content.copyLabel, { label })}
          text={content.copy}
          copiedText={content.copiedShort}
          onCopied={announce(label)}
        />
      </dd>
    </div>
  );
}

export default function Donate({ loaderData }: Route.ComponentProps) {
  const { content, upi, bank, chequePayee, amounts } = loaderData;
  const { locale } = useRootData();
  const [announcement, setAnnouncement] = useAnnouncement();
  const announce: Announce = (label) => (ok) =>
    setAnnouncement(fill(ok ? content.copied : content.copyFailed, { label }));
  const contactHref = localizePath("/contact", locale);

  return (
    <article className="page donate">
      <header className="donate-intro">
        <h1>{content.heading}</h1>
        {content.intro.map((paragraph) => (
          <p key={paragraph.slice(0, 32)} className="lead">
            {paragraph}
          </p>
        ))}
      </header>

      <section aria-labelledby="options-heading">
        <h2 id="options-heading">{content.optionsHeading}</h2>
        <ul className="give-options">
          {content.options.map((option) => (
            <li key={option.title}>
              <h3>{option.title}</h3>
              <p>{fill(option.body, { payee: chequePayee })}</p>
            </li>
          ))}
        </ul>
        <p className="note">{content.oneTime}</p>
      </section>

      <section aria-labelledby="how-heading">
        <h2 id="how-heading">{content.howHeading}</h2>
        {upi || bank ? (
          <div className="pay-grid">
            {upi ? (
              <section className="pay-card" aria-labelledby="upi-heading">
                <h3 id="upi-heading">{content.upi.heading}</h3>
                <p>{content.upi.intro}</p>
                <img
                  className="upi-qr"
                  src={upi.qr}
                  alt={fill(content.upi.qrAlt, { payee: upi.payee })}
                  width={240}
                  height={240}
                />
                <dl className="details">
                  <DetailRow label={content.upi.id} value={upi.id} content={content} announce={announce} />
                  <div className="detail">
                    <dt>{content.upi.beneficiary}</dt>
                    <dd>
                      <span className="detail-value" translate="no">
                        {upi.payee}
                      </span>
                    </dd>
                  </div>
                </dl>
                <p className="upi-pay">
                  <a className="button primary" href={upi.link}>
                    {content.upi.payButton}
                  </a>
                </p>
                <p className="hint">{content.upi.payHint}</p>
              </section>
            ) : null}
            {bank ? (
              <section className="pay-card" aria-labelledby="bank-heading">
                <h3 id="bank-heading">{content.bank.heading}</h3>
                <p>{content.bank.intro}</p>
                <dl className="details">
                  <DetailRow
                    label={content.bank.beneficiary}
                    value={bank.beneficiary}
                    content={content}
                    announce={announce}
                  />
                  <DetailRow label={content.bank.account} value={bank.account} content={content} announce={announce} />
                  <DetailRow label={content.bank.ifsc} value={bank.ifsc} content={content} announce={announce} />
                  <DetailRow label={content.bank.branch} value={bank.branch} content={content} announce={announce} />
                  <DetailRow label={content.bank.bankName} value={bank.name} content={content} announce={announce} />
                </dl>
              </section>
            ) : null}
          </div>
        ) : (
          <p className="note">
            {content.noDetails} <Link to={contactHref}>{content.contactLink}</Link>
          </p>
        )}
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
        <p>{content.abroad}</p>
        <p>
          {content.receipt} <Link to={contactHref}>{content.contactLink}</Link>
        </p>
      </section>

      <section aria-labelledby="causes-heading">
        <h2 id="causes-heading">{content.causesHeading}</h2>
        <p>{content.causesIntro}</p>
        <div className="causes">
          {content.causes.map((cause) => (
            // One name makes the group an exclusive accordion: opening one closes the others, without JavaScript.
            <details key={cause.title} name="causes" className="cause">
              <summary>{cause.title}</summary>
              <div className="cause-body">
                {cause.body.map((paragraph) => (
                  <p key={paragraph.slice(0, 32)}>{fill(paragraph, amounts)}</p>
                ))}
              </div>
            </details>
          ))}
        </div>
      </section>
    </article>
  );
}
