import { data, Link, useLocation } from "react-router";
import { CopyButton, useAnnouncement } from "~/components/copy-button";
import { PreviewNotice } from "~/components/preview-notice";
import { RichText, Text } from "~/components/text";
import { itemPath } from "~/content/data";
import { givingDocument } from "~/content/fields";
import { langOf, reader } from "~/content/view";
import { pageContent } from "~/content/view.server";
import { newFormStamp } from "~/forms/receive-message.server";
import { type DonateContent, donateContent } from "~/i18n/content/donate";
import { giftContent } from "~/i18n/content/gift";
import { formatRupees } from "~/i18n/format";
import { localizePath } from "~/i18n/locale";
import { requestLocale } from "~/i18n/page.server";
import { fill } from "~/i18n/types";
import { useRootData } from "~/i18n/use-root-data";
import { indiaDate } from "~/lib/india-time";
import { clubNameIn, getClubProfile } from "~/models/club-profile.server";
import { newGiftReference } from "~/models/gifts.server";
import { getReceivingBody, issues80gReceipts } from "~/models/receiving-body.server";
import { ownCacheControl } from "~/routes/+shared/own-cache-control";
import { pageMeta } from "~/seo";
import styles from "~/styles/donate.css?url";
import formStyles from "~/styles/forms.css?url";
import { upiPayLink } from "~/upi";
import { qrCodeDataUrl } from "~/upi-qr.server";
import type { Route } from "./+types/donate";
import { GiftChooser, GiftReport, type GivingView } from "./donate-gift";
import { chosenGift, reportGiftAction } from "./donate-gift.server";

/** SPEC.md section 9: scholarships of ₹3,100 each and a fund of ₹40,000. */
const scholarshipRupees = 3100;
const fundRupees = 40_000;

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "stylesheet", href: formStyles },
];

/**
 * Whom the visitor said they are: a gift from a citizen of another country (OCI and PIO card
 * holders too) may only go to an FCRA-registered account, so the domestic UPI ID and bank
 * account are sent only after "I am an Indian citizen" (DESIGN.md, 20). A query parameter,
 * so the choice is two links that work without JavaScript and each answer is cached apart.
 */
type Citizenship = "indian" | "foreign" | null;

function citizenshipOf(request: Request): Citizenship {
  const answer = new URL(request.url).searchParams.get("citizen");
  return answer === "indian" || answer === "foreign" ? answer : null;
}

/** The Rotary Foundation's own giving page: the way for a citizen of another country when the club has no FCRA account. */
const rotaryFoundationGiving = "https://www.rotary.org/en/donate";

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const citizenship = citizenshipOf(request);
  const page = await pageContent(request, context, givingDocument);
  const content = donateContent[locale];
  // Formatted here so the server's and the browser's Intl data cannot disagree at hydration.
  const amounts = { scholarship: formatRupees(scholarshipRupees, locale), fund: formatRupees(fundRupees, locale) };
  if (citizenship !== "indian") {
    const body = citizenship === "foreign" ? await getReceivingBody(context.db) : null;
    const fcra = body?.fcraAccount.trim()
      ? { registration: body.fcraRegistration.trim(), account: body.fcraAccount.trim() }
      : null;
    return { page, content, citizenship, fcra, upi: null, bank: null, chequePayee: "", amounts, giving: null };
  }
  const [profile, body, stamp] = await Promise.all([
    getClubProfile(context.db),
    getReceivingBody(context.db),
    newFormStamp(context),
  ]);
  const clubName = clubNameIn(profile, locale);
  const upiId = profile.upiId.trim();
  const payee = profile.upiBeneficiary.trim() || profile.bank.beneficiary.trim() || profile.clubName;
  let upi: { id: string; payee: string; link: string; qr: string } | null = null;
  if (upiId) {
    const link = upiPayLink({ vpa: upiId, payeeName: payee });
    upi = { id: upiId, payee, link, qr: await qrCodeDataUrl(link) };
  }
  const bank = profile.bank.account.trim() ? profile.bank : null;
  const { t, items } = reader(page);
  const causes = items("causes").map((id) => ({ id, title: t(itemPath("causes", id, "title")).value }));
  const choice = chosenGift(new URL(request.url), causes);
  const today = indiaDate(new Date());
  let gift: GivingView["gift"] = null;
  if (choice.state === "chosen") {
    // A reference for this one gift: the page that carries it is never kept by a cache.
    const reference = newGiftReference();
    const amount = formatRupees(choice.amountPaise / 100, locale);
    const link = upi
      ? upiPayLink({
          vpa: upi.id,
          payeeName: payee,
          amountPaise: choice.amountPaise,
          note: `Gift ${reference}`,
          reference,
        })
      : null;
    gift = {
      reference,
      amount,
      typedAmount: choice.typed,
      cause: choice.cause,
      link,
      qr: link ? await qrCodeDataUrl(link) : null,
    };
  }
  const giving: GivingView = {
    suggested: body.suggestedAmounts.map((rupees) => ({ rupees, label: formatRupees(rupees, locale) })),
    causes,
    notAnAmount: choice.state === "invalid" ? choice.typed : null,
    gift,
    stamp,
    issuesReceipts: issues80gReceipts(body, today),
    clubName,
    today,
    // The page's language only: the copy of all three would ride in every visitor's script.
    copy: giftContent[locale],
  };
  const loaded = {
    page,
    content,
    citizenship,
    fcra: null,
    upi,
    bank,
    chequePayee: profile.bank.beneficiary.trim() || payee || clubName,
    amounts,
    giving,
  };
  return gift ? data(loaded, { headers: { "Cache-Control": "private, no-store" } }) : loaded;
}

export const headers = ownCacheControl;

export function action({ request, context }: Route.ActionArgs) {
  return reportGiftAction(request, context);
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches[0]?.loaderData, {
    title: loaderData.page.text.title?.value ?? "",
    description: loaderData.page.text.description?.value ?? "",
    pathname: location.pathname,
  });

/** Fills {name} placeholders in rendered HTML with text, escaped. */
function fillHtml(html: string, values: Record<string, string>): string {
  const escapeHtml = (text: string) =>
    text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
  return fill(html, Object.fromEntries(Object.entries(values).map(([k, v]) => [k, escapeHtml(v)])));
}

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

export default function Donate({ loaderData, actionData }: Route.ComponentProps) {
  const { page, content, citizenship, fcra, upi, bank, chequePayee, amounts, giving } = loaderData;
  const { pathname } = useLocation();
  const { t, items } = reader(page);
  const { locale } = useRootData();
  const [announcement, setAnnouncement] = useAnnouncement();
  const announce: Announce = (label) => (ok) =>
    setAnnouncement(fill(ok ? content.copied : content.copyFailed, { label }));
  const contactHref = localizePath("/contact", locale);

  return (
    <>
      {page.preview ? <PreviewNotice /> : null}
      <article className="page donate">
        <header className="donate-intro">
          <Text as="h1" text={t("heading")} />
          <RichText className="lead" text={t("intro")} />
        </header>

        {citizenship === null ? (
          <section className="citizenship" aria-labelledby="citizenship-heading">
            <h2 id="citizenship-heading">{content.citizenship.question}</h2>
            <p>{content.citizenship.why}</p>
            <p className="citizenship-choices">
              <Link className="button primary" to={`${pathname}?citizen=indian#options-heading`}>
                {content.citizenship.yes}
              </Link>
              <Link className="button" to={`${pathname}?citizen=foreign#foreign-heading`}>
                {content.citizenship.no}
              </Link>
            </p>
          </section>
        ) : (
          <p className="citizenship-answer">
            {citizenship === "indian" ? content.citizenship.answeredIndian : content.citizenship.answeredForeign}{" "}
            <Link to={`${pathname}#citizenship-heading`}>{content.citizenship.change}</Link>
          </p>
        )}

        {citizenship === "foreign" ? (
          <section aria-labelledby="foreign-heading">
            <h2 id="foreign-heading">{content.foreign.heading}</h2>
            {fcra ? (
              <>
                <p>{content.foreign.fcraIntro}</p>
                <dl className="details">
                  <DetailRow
                    label={content.foreign.fcraRegistration}
                    value={fcra.registration}
                    content={content}
                    announce={announce}
                  />
                  <DetailRow
                    label={content.foreign.fcraAccount}
                    value={fcra.account}
                    content={content}
                    announce={announce}
                  />
                </dl>
                {t("receipt").value ? (
                  <p>
                    <span {...langOf(t("receipt"))}>{t("receipt").value}</span>{" "}
                    <Link to={contactHref}>{content.contactLink}</Link>
                  </p>
                ) : null}
              </>
            ) : (
              <>
                <p>{content.foreign.noFcra}</p>
                <p>
                  <a href={rotaryFoundationGiving}>{content.foreign.foundationLink}</a>
                  {" · "}
                  <Link to={contactHref}>{content.contactLink}</Link>
                </p>
              </>
            )}
            <p className="visually-hidden" role="status">
              {announcement}
            </p>
          </section>
        ) : null}

        {citizenship === "indian" ? (
          <>
            <section aria-labelledby="options-heading">
              <Text as="h2" id="options-heading" text={t("optionsHeading")} />
              <ul className="give-options">
                {items("options").map((id) => {
                  const body = t(itemPath("options", id, "body"));
                  return (
                    <li key={id}>
                      <Text as="h3" text={t(itemPath("options", id, "title"))} />
                      <Text as="p" text={{ ...body, value: fill(body.value, { payee: chequePayee }) }} />
                    </li>
                  );
                })}
              </ul>
              <Text as="p" className="note" text={t("oneTime")} />
            </section>

            {giving && (upi || bank) ? (
              <GiftChooser giving={giving} pathname={pathname} payee={upi?.payee ?? ""} upiId={upi?.id ?? null} />
            ) : null}

            <section aria-labelledby="how-heading">
              <Text as="h2" id="how-heading" text={t("howHeading")} />
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
                      <p className="hint upi-pay-hint">{content.upi.payHint}</p>
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
                        <DetailRow
                          label={content.bank.account}
                          value={bank.account}
                          content={content}
                          announce={announce}
                        />
                        <DetailRow label={content.bank.ifsc} value={bank.ifsc} content={content} announce={announce} />
                        <DetailRow
                          label={content.bank.branch}
                          value={bank.branch}
                          content={content}
                          announce={announce}
                        />
                        <DetailRow
                          label={content.bank.bankName}
                          value={bank.name}
                          content={content}
                          announce={announce}
                        />
                      </dl>
                    </section>
                  ) : null}
                </div>
              ) : (
                <p className="note">
                  <span {...langOf(t("noDetails"))}>{t("noDetails").value}</span>{" "}
                  <Link to={contactHref}>{content.contactLink}</Link>
                </p>
              )}
              <p className="visually-hidden" role="status">
                {announcement}
              </p>
              <Text as="p" text={t("abroad")} />
            </section>

            {giving ? <GiftReport giving={giving} pathname={pathname} reply={actionData} /> : null}
          </>
        ) : null}

        <section aria-labelledby="causes-heading">
          <Text as="h2" id="causes-heading" text={t("causesHeading")} />
          <Text as="p" text={t("causesIntro")} />
          <div className="causes">
            {items("causes").map((id) => {
              const body = t(itemPath("causes", id, "body"));
              return (
                // One name makes the group an exclusive accordion: opening one closes the others, without JavaScript.
                <details key={id} name="causes" className="cause">
                  <Text as="summary" text={t(itemPath("causes", id, "title"))} />
                  <RichText className="cause-body" text={{ ...body, value: fillHtml(body.value, amounts) }} />
                </details>
              );
            })}
          </div>
        </section>
      </article>
    </>
  );
}
