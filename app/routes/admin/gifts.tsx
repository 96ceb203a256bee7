import { data, Form, Link, redirect, useLocation } from "react-router";
import { form10bdPath } from "~/admin-screens";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { FilterSelect } from "~/components/filter-select";
import { PageNotice } from "~/components/page-notice";
import { Pagination } from "~/components/pagination";
import { Sentence } from "~/components/sentence";
import { itemPath } from "~/content/data";
import { givingDocument } from "~/content/fields";
import { reader } from "~/content/view";
import { contentView } from "~/content/view.server";
import { type GiftsCopy, giftRuleText, giftsCopy } from "~/i18n/content/admin/gifts";
import { formatLongDate, formatMonthYear, formatRupees } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { fill } from "~/i18n/types";
import {
  giftFilterQuery,
  giftModeFilters,
  giftStatusFilters,
  parseGiftFilters,
  recentFinancialYears,
} from "~/lib/gift-filters";
import { assertPageExists, pageCount, requestedPage } from "~/lib/pagination";
import { readForm } from "~/lib/read-form.server";
import { parseRecordId } from "~/lib/record-id";
import { log } from "~/log.server";
import { getPublished } from "~/models/content.server";
import { giftYearSummary, listGifts, revealDonorDetails, unreportableGifts } from "~/models/gift-list.server";
import { cancelReceipt, confirmGiftReceived, GiftRuleError, issueReceipt } from "~/models/gifts.server";
import { getReceivingBody } from "~/models/receiving-body.server";
import type { Route } from "./+types/gifts";

const pageSize = 50;

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.copy.title }];

/** The `?done=` an action sent the list back with, as its notice. */
function noticeOf(copy: GiftsCopy["list"], params: URLSearchParams): string | null {
  const done = params.get("done") ?? "";
  if (done === "matched")
    return fill(copy.notices.matched, {
      received: Number(params.get("received")) || 0,
      recorded: Number(params.get("recorded")) || 0,
    });
  return done === "received" || done === "receipt" || done === "cancel" ? copy.notices[done] : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  const copy = giftsCopy[official.locale].list;
  const url = new URL(request.url);
  const filters = parseGiftFilters(url.searchParams);
  const page = requestedPage(request);
  // The causes' titles in the official's language (each falling back to English on its own).
  const giving = await getPublished(context.db, givingDocument);
  const view = await contentView(context, givingDocument, giving.data, official.locale);
  const { t, items } = reader(view);
  const causes = items("causes").map((id) => ({ id, title: t(itemPath("causes", id, "title")).value }));
  const [{ gifts, count, totalPaise }, body, notReportable, summary] = await Promise.all([
    listGifts(context.db, context.engine, filters, { limit: pageSize, offset: (page - 1) * pageSize }),
    getReceivingBody(context.db),
    // Received gifts of the year that Form 10BD cannot carry: the donor gave no PAN or Aadhaar.
    unreportableGifts(context.db, filters.year),
    giftYearSummary(context.db, filters.year),
  ]);
  const pages = pageCount(count, pageSize);
  assertPageExists(page, pages);
  return {
    copy,
    locale: official.locale,
    gifts,
    count,
    total: formatRupees(totalPaise / 100, official.locale),
    filters,
    page,
    pages,
    causes,
    // A year typed in the address that is not among the recent ones is offered too.
    years: [...new Set([filters.year, ...recentFinancialYears()])].sort().reverse(),
    registered: Boolean(body.urn),
    notReportable,
    summary,
    notice: noticeOf(copy, url.searchParams),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const copy = giftsCopy[official.locale].list;
  const form = await readForm(request);
  const id = parseRecordId(form.get("id"));
  const intent = form.get("intent");
  if (id === null || (intent !== "received" && intent !== "receipt" && intent !== "reveal" && intent !== "cancel"))
    return data({ message: copy.unknown, revealed: null }, { status: 400 });
  if (intent === "reveal") {
    const details = await revealDonorDetails(context.db, official.id, id);
    if (!details) return data({ message: copy.gone, revealed: null }, { status: 404 });
    return { message: null, revealed: { id, ...details } };
  }
  try {
    if (intent === "received") await confirmGiftReceived(context.db, official.id, id);
    // `id` is the receipt's here; the reason is required (cancelReceipt refuses a blank one).
    else if (intent === "cancel") await cancelReceipt(context.db, official.id, id, String(form.get("reason") ?? ""));
    else {
      const issued = await issueReceipt(context.db, official.id, id, new Date(), { emailDonor: true });
      if (issued.emailed) context.mail?.nudge();
    }
  } catch (error) {
    if (error instanceof GiftRuleError)
      return data({ message: giftRuleText(official.locale, error), revealed: null }, { status: 409 });
    log.error("a gift could not be updated", { err: error, intent });
    return data({ message: copy.failed, revealed: null }, { status: 500 });
  }
  const back = new URL(request.url);
  back.searchParams.set("done", intent);
  return redirect(`${back.pathname}${back.search}`);
}

export default function Gifts({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, locale, gifts, count, total, filters, page, pages, causes, years, registered, notReportable, notice } =
    loaderData;
  const { pathname } = useLocation();
  const money = (paise: number) => formatRupees(paise / 100, locale);
  const causeTitle = (id: string | null) => (id ? (causes.find((c) => c.id === id)?.title ?? id) : "");
  const revealed = actionData?.revealed ?? null;
  return (
    <AdminPage title={copy.title} wide>
      <PageNotice ok text={notice} />
      <PageNotice ok={false} text={actionData?.message} />
      <Form method="get" className="inbox-filters">
        <FilterSelect
          id="filter-year"
          name="year"
          label={copy.year}
          value={filters.year}
          options={years}
          labels={Object.fromEntries(years.map((y) => [y, y]))}
        />
        <FilterSelect
          id="filter-status"
          name="status"
          label={copy.status}
          value={filters.status}
          options={giftStatusFilters}
          labels={copy.statusFilters}
        />
        <FilterSelect
          id="filter-mode"
          name="mode"
          label={copy.how}
          value={filters.mode}
          options={giftModeFilters}
          labels={{ all: copy.everyWay, ...copy.modes }}
        />
        <FilterSelect
          id="filter-cause"
          name="cause"
          label={copy.for}
          value={filters.cause}
          options={["", ...causes.map((c) => c.id)]}
          labels={Object.fromEntries([["", copy.everyCause], ...causes.map((c) => [c.id, c.title])])}
        />
        <div className="field">
          <label htmlFor="filter-search">{copy.search}</label>
          <input id="filter-search" name="q" type="search" defaultValue={filters.search} />
        </div>
        <button type="submit" className="button">
          {copy.show}
        </button>
      </Form>
      <p>{fill(count === 1 ? copy.countOne : copy.countMany, { count, total, year: filters.year })}</p>
      <p>
        <Link className="button" to="/gifts/match">
          {copy.match}
        </Link>
      </p>
      {registered ? (
        <p>
          <a className="button" href={`${form10bdPath}?year=${filters.year}`} download>
            {fill(copy.download10bd, { year: filters.year })}
          </a>{" "}
          <Link className="button" to={`/gifts/certificates?year=${filters.year}`}>
            {fill(copy.certificates, { year: filters.year })}
          </Link>
        </p>
      ) : (
        <p className="muted">
          <Sentence text={copy.notRegistered} parts={{ settings: <Link to="/gifts/settings">{copy.settings}</Link> }} />
        </p>
      )}
      {notReportable.count > 0 ? (
        <div className="form-error">
          <p>
            {fill(notReportable.count === 1 ? copy.notReportableOne : copy.notReportableMany, {
              count: notReportable.count,
            })}
            {notReportable.count > notReportable.gifts.length
              ? fill(copy.latest, { count: notReportable.gifts.length })
              : ""}
          </p>
          <ul>
            {notReportable.gifts.map((gift) => (
              <li key={gift.reference}>
                {gift.donorName} ({gift.reference})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {gifts.length === 0 ? (
        <p>{copy.none}</p>
      ) : (
        <div className="table-scroll">
          <table className="admin-table stack-table gifts-table">
            <thead>
              <tr>
                <th scope="col">{copy.givenOn}</th>
                <th scope="col">{copy.donor}</th>
                <th scope="col">{copy.amount}</th>
                <th scope="col">{copy.how}</th>
                <th scope="col">{copy.for}</th>
                <th scope="col">{copy.idNumber}</th>
                <th scope="col">{copy.status}</th>
                <th scope="col">{copy.action}</th>
              </tr>
            </thead>
            <tbody>
              {gifts.map((gift) => {
                const shown = revealed?.id === gift.id ? revealed : null;
                return (
                  <tr key={gift.id}>
                    <td data-label={copy.givenOn}>{formatLongDate(gift.givenOn, locale)}</td>
                    <td data-label={copy.donor}>
                      {gift.donorName}
                      <br />
                      <span className="muted">{gift.email}</span>
                      <br />
                      <span className="muted" translate="no">
                        {gift.reference}
                      </span>
                    </td>
                    <td data-label={copy.amount}>{money(gift.amountPaise)}</td>
                    <td data-label={copy.how}>
                      {copy.modes[gift.mode]}
                      {gift.bankReference ? (
                        <>
                          <br />
                          <span className="muted" translate="no">
                            {gift.bankReference}
                          </span>
                        </>
                      ) : null}
                    </td>
                    <td data-label={copy.for}>{causeTitle(gift.cause)}</td>
                    <td data-label={copy.idNumber}>
                      {shown ? (
                        <>
                          <span translate="no">{shown.idNumber ?? copy.noneGiven}</span>
                          <br />
                          <span className="muted">{shown.phone}</span>
                          {shown.address ? (
                            <>
                              <br />
                              <span className="muted">{shown.address}</span>
                            </>
                          ) : null}
                        </>
                      ) : (
                        <>
                          <span translate="no">{gift.maskedId ?? copy.noneGiven}</span>
                          <Form method="post">
                            <input type="hidden" name="id" value={gift.id} />
                            <input type="hidden" name="intent" value="reveal" />
                            <button
                              type="submit"
                              className="button small"
                              aria-label={fill(copy.showDetailsLabel, { name: gift.donorName })}
                            >
                              {copy.showDetails}
                            </button>
                          </Form>
                        </>
                      )}
                    </td>
                    <td data-label={copy.status}>
                      {copy.statuses[gift.status]}
                      {gift.receipt ? (
                        <>
                          <br />
                          <a href={`/gifts/receipts/${gift.receipt.id}`} download translate="no">
                            {fill(copy.receipt, { number: gift.receipt.receiptNo })}
                          </a>
                          {gift.receipt.deductible ? null : <span className="muted">{copy.noDeduction}</span>}
                        </>
                      ) : null}
                    </td>
                    <td data-label={copy.action}>
                      {gift.status === "reported" ? (
                        <Form method="post">
                          <input type="hidden" name="id" value={gift.id} />
                          <input type="hidden" name="intent" value="received" />
                          <button
                            type="submit"
                            className="button small"
                            aria-label={fill(copy.markReceivedLabel, {
                              name: gift.donorName,
                              amount: money(gift.amountPaise),
                            })}
                          >
                            {copy.markReceived}
                          </button>
                        </Form>
                      ) : gift.status === "received" && !gift.receipt && registered ? (
                        <Form method="post">
                          <input type="hidden" name="id" value={gift.id} />
                          <input type="hidden" name="intent" value="receipt" />
                          <button
                            type="submit"
                            className="button small"
                            aria-label={fill(copy.issueLabel, {
                              name: gift.donorName,
                              amount: money(gift.amountPaise),
                            })}
                          >
                            {copy.issue}
                          </button>
                        </Form>
                      ) : gift.receipt ? (
                        <Form method="post" className="cancel-receipt">
                          <input type="hidden" name="id" value={gift.receipt.id} />
                          <input type="hidden" name="intent" value="cancel" />
                          <label htmlFor={`cancel-reason-${gift.receipt.id}`}>{copy.whyCancel}</label>
                          <input id={`cancel-reason-${gift.receipt.id}`} name="reason" required maxLength={500} />
                          <button
                            type="submit"
                            className="button small"
                            aria-label={fill(copy.cancelLabel, { number: gift.receipt.receiptNo })}
                          >
                            {copy.cancel}
                          </button>
                        </Form>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <YearSummary
        summary={loaderData.summary}
        year={filters.year}
        causeTitle={causeTitle}
        copy={copy}
        locale={locale}
      />
      <Pagination pathname={`${pathname}${giftFilterQuery(filters)}`} page={page} pages={pages} labels={copy.pages} />
    </AdminPage>
  );
}

function YearSummary({
  summary,
  year,
  causeTitle,
  copy,
  locale,
}: {
  summary: Awaited<ReturnType<typeof giftYearSummary>>;
  year: string;
  causeTitle: (id: string | null) => string;
  copy: GiftsCopy["list"];
  locale: Locale;
}) {
  const words = copy.summary;
  const money = (paise: number) => formatRupees(paise / 100, locale);
  const table = (
    heading: { caption: string; column: string },
    rows: { label: string; paise: number; count: number }[],
  ) => (
    <table className="admin-table summary-table">
      <caption>{heading.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{heading.column}</th>
          <th scope="col">{words.gifts}</th>
          <th scope="col">{words.amount}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.count}</td>
            <td>{money(row.paise)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <section aria-labelledby="summary-heading" className="gift-summary">
      <h2 id="summary-heading">{fill(words.heading, { year })}</h2>
      {summary.count === 0 ? (
        <p>{words.none}</p>
      ) : (
        <>
          <p>
            {fill(summary.count === 1 ? words.totalOne : words.totalMany, {
              amount: money(summary.totalPaise),
              count: summary.count,
            })}
          </p>
          <div className="summary-tables">
            {table(
              words.byCause,
              summary.byCause.map((row) => ({ ...row, label: causeTitle(row.cause) || words.anyCause })),
            )}
            {table(
              words.byMode,
              summary.byMode.map((row) => ({ ...row, label: copy.modes[row.mode] })),
            )}
            {table(
              words.byMonth,
              summary.byMonth.map((row) => ({ ...row, label: formatMonthYear(`${row.month}-01`, locale) })),
            )}
          </div>
        </>
      )}
    </section>
  );
}
