import { data, Form, Link, redirect, useLocation } from "react-router";
import { form10bdPath } from "~/admin-screens";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage, adminPagination } from "~/components/admin-page";
import { FilterSelect } from "~/components/filter-select";
import { PageNotice } from "~/components/page-notice";
import { Pagination } from "~/components/pagination";
import { itemPath } from "~/content/data";
import { givingDocument } from "~/content/fields";
import { reader } from "~/content/view";
import { pageContent } from "~/content/view.server";
import { formatLongDate, formatMonthYear, formatRupees } from "~/i18n/format";
import type { GiftMode } from "~/lib/form-10bd";
import {
  type GiftStatusFilter,
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
import {
  countGifts,
  giftYearSummary,
  listGifts,
  revealDonorDetails,
  unreportableGifts,
} from "~/models/gift-list.server";
import { cancelReceipt, confirmGiftReceived, GiftRuleError, issueReceipt } from "~/models/gifts.server";
import { getReceivingBody } from "~/models/receiving-body.server";
import type { Route } from "./+types/gifts";

const pageSize = 50;

export const meta: Route.MetaFunction = () => [{ title: "Gifts" }];

const modeLabel: Record<GiftMode, string> = {
  upi: "UPI",
  bank: "Bank transfer",
  cheque: "Cheque",
  cash: "Cash",
  kind: "In kind",
};
const modeFilterLabel: Record<(typeof giftModeFilters)[number], string> = { all: "Every way", ...modeLabel };
const statusFilterLabel: Record<GiftStatusFilter, string> = {
  all: "Every gift",
  reported: "Reported, not yet received",
  received: "Received",
};
const statusLabel = { reported: "Reported", received: "Received", rejected: "Not received" } as const;

const notices: Record<string, string> = {
  received: "Marked as received.",
  receipt: "Receipt issued, and e-mailed to the donor when they gave an address.",
  cancel: "Receipt cancelled. Its number stays used; the gift can be given a new receipt.",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOfficial(request, context);
  const url = new URL(request.url);
  const filters = parseGiftFilters(url.searchParams);
  const page = requestedPage(request);
  const view = await pageContent(request, context, givingDocument);
  const { t, items } = reader(view);
  const causes = items("causes").map((id) => ({ id, title: t(itemPath("causes", id, "title")).value }));
  const [gifts, { count, totalPaise }, body, notReportable, summary] = await Promise.all([
    listGifts(context.db, filters, { limit: pageSize, offset: (page - 1) * pageSize }),
    countGifts(context.db, filters),
    getReceivingBody(context.db),
    // Received gifts of the year that Form 10BD cannot carry: the donor gave no PAN or Aadhaar.
    unreportableGifts(context.db, filters.year),
    giftYearSummary(context.db, filters.year),
  ]);
  const pages = pageCount(count, pageSize);
  assertPageExists(page, pages);
  const done = url.searchParams.get("done") ?? "";
  const matched =
    done === "matched"
      ? `Statement confirmed: ${Number(url.searchParams.get("received")) || 0} marked received, ${Number(url.searchParams.get("recorded")) || 0} unreported credits recorded as anonymous gifts.`
      : null;
  return {
    gifts,
    count,
    total: formatRupees(totalPaise / 100, "en"),
    filters,
    page,
    pages,
    causes,
    // A year typed in the address that is not among the recent ones is offered too.
    years: [...new Set([filters.year, ...recentFinancialYears()])].sort().reverse(),
    registered: Boolean(body.urn),
    notReportable,
    summary,
    notice: matched ?? notices[done] ?? null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const form = await readForm(request);
  const id = parseRecordId(form.get("id"));
  const intent = form.get("intent");
  if (id === null || (intent !== "received" && intent !== "receipt" && intent !== "reveal" && intent !== "cancel"))
    return data({ message: "Unknown request.", revealed: null }, { status: 400 });
  if (intent === "reveal") {
    const details = await revealDonorDetails(context.db, official.id, id);
    if (!details) return data({ message: "That gift is not here any more.", revealed: null }, { status: 404 });
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
    if (error instanceof GiftRuleError) return data({ message: error.message, revealed: null }, { status: 409 });
    log.error("a gift could not be updated", { err: error, intent });
    return data({ message: "That could not be saved. Please try again.", revealed: null }, { status: 500 });
  }
  const back = new URL(request.url);
  back.searchParams.set("done", intent);
  return redirect(`${back.pathname}${back.search}`);
}

export default function Gifts({ loaderData, actionData }: Route.ComponentProps) {
  const { gifts, count, total, filters, page, pages, causes, years, registered, notReportable, notice, summary } =
    loaderData;
  const { pathname } = useLocation();
  const causeTitle = (id: string | null) => (id ? (causes.find((c) => c.id === id)?.title ?? id) : "");
  const revealed = actionData?.revealed ?? null;
  return (
    <AdminPage title="Gifts" wide>
      <PageNotice ok text={notice} />
      <PageNotice ok={false} text={actionData?.message} />
      <Form method="get" className="inbox-filters">
        <FilterSelect
          id="filter-year"
          name="year"
          label="Financial year"
          value={filters.year}
          options={years}
          labels={Object.fromEntries(years.map((y) => [y, y]))}
        />
        <FilterSelect
          id="filter-status"
          name="status"
          label="Status"
          value={filters.status}
          options={giftStatusFilters}
          labels={statusFilterLabel}
        />
        <FilterSelect
          id="filter-mode"
          name="mode"
          label="How"
          value={filters.mode}
          options={giftModeFilters}
          labels={modeFilterLabel}
        />
        <FilterSelect
          id="filter-cause"
          name="cause"
          label="For"
          value={filters.cause}
          options={["", ...causes.map((c) => c.id)]}
          labels={Object.fromEntries([["", "Every cause"], ...causes.map((c) => [c.id, c.title])])}
        />
        <div className="field">
          <label htmlFor="filter-search">Name, e-mail or reference</label>
          <input id="filter-search" name="q" type="search" defaultValue={filters.search} />
        </div>
        <button type="submit" className="button">
          Show
        </button>
      </Form>
      <p>
        {count === 1 ? "1 gift" : `${count} gifts`}, {total} in all, in the financial year {filters.year} (1 April to 31
        March).
      </p>
      <p>
        <Link className="button" to="/gifts/match">
          Match a bank statement
        </Link>
      </p>
      {registered ? (
        <p>
          <a className="button" href={`${form10bdPath}?year=${filters.year}`} download>
            Download Form 10BD (CSV) for {filters.year}
          </a>{" "}
          <Link className="button" to={`/gifts/certificates?year=${filters.year}`}>
            Donors' certificates (Form 10BE) for {filters.year}
          </Link>
        </p>
      ) : (
        <p className="muted">
          Form 10BD and 80G receipts need the 80G registration: <Link to="/gifts/settings">Giving settings</Link>.
        </p>
      )}
      {notReportable.count > 0 ? (
        <div className="form-error">
          <p>
            {notReportable.count === 1
              ? "1 received gift of this year cannot go in Form 10BD: its donor gave no PAN or Aadhaar number."
              : `${notReportable.count} received gifts of this year cannot go in Form 10BD: their donors gave no PAN or Aadhaar number.`}
            {notReportable.count > notReportable.gifts.length ? ` The latest ${notReportable.gifts.length}:` : ""}
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
        <p>No gifts match.</p>
      ) : (
        <div className="table-scroll">
          <table className="admin-table stack-table gifts-table">
            <thead>
              <tr>
                <th scope="col">Given on</th>
                <th scope="col">Donor</th>
                <th scope="col">Amount</th>
                <th scope="col">How</th>
                <th scope="col">For</th>
                <th scope="col">PAN or Aadhaar</th>
                <th scope="col">Status</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {gifts.map((gift) => {
                const shown = revealed?.id === gift.id ? revealed : null;
                return (
                  <tr key={gift.id}>
                    <td data-label="Given on">{formatLongDate(gift.givenOn, "en")}</td>
                    <td data-label="Donor">
                      {gift.donorName}
                      <br />
                      <span className="muted">{gift.email}</span>
                      <br />
                      <span className="muted" translate="no">
                        {gift.reference}
                      </span>
                    </td>
                    <td data-label="Amount">{formatRupees(gift.amountPaise / 100, "en")}</td>
                    <td data-label="How">
                      {modeLabel[gift.mode]}
                      {gift.bankReference ? (
                        <>
                          <br />
                          <span className="muted" translate="no">
                            {gift.bankReference}
                          </span>
                        </>
                      ) : null}
                    </td>
                    <td data-label="For">{causeTitle(gift.cause)}</td>
                    <td data-label="PAN or Aadhaar">
                      {shown ? (
                        <>
                          <span translate="no">{shown.idNumber ?? "None given"}</span>
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
                          <span translate="no">{gift.maskedId ?? "None given"}</span>
                          <Form method="post">
                            <input type="hidden" name="id" value={gift.id} />
                            <input type="hidden" name="intent" value="reveal" />
                            <button
                              type="submit"
                              className="button small"
                              aria-label={`Show the phone, ID and address of ${gift.donorName}`}
                            >
                              Show details
                            </button>
                          </Form>
                        </>
                      )}
                    </td>
                    <td data-label="Status">
                      {statusLabel[gift.status]}
                      {gift.receipt ? (
                        <>
                          <br />
                          <a href={`/gifts/receipts/${gift.receipt.id}`} download translate="no">
                            Receipt {gift.receipt.receiptNo} (PDF)
                          </a>
                          {gift.receipt.deductible ? null : <span className="muted"> (no deduction)</span>}
                        </>
                      ) : null}
                    </td>
                    <td data-label="Action">
                      {gift.status === "reported" ? (
                        <Form method="post">
                          <input type="hidden" name="id" value={gift.id} />
                          <input type="hidden" name="intent" value="received" />
                          <button
                            type="submit"
                            className="button small"
                            aria-label={`Mark as received: ${gift.donorName}, ${formatRupees(gift.amountPaise / 100, "en")}`}
                          >
                            Mark received
                          </button>
                        </Form>
                      ) : gift.status === "received" && !gift.receipt && registered ? (
                        <Form method="post">
                          <input type="hidden" name="id" value={gift.id} />
                          <input type="hidden" name="intent" value="receipt" />
                          <button
                            type="submit"
                            className="button small"
                            aria-label={`Issue the 80G receipt: ${gift.donorName}, ${formatRupees(gift.amountPaise / 100, "en")}`}
                          >
                            Issue receipt
                          </button>
                        </Form>
                      ) : gift.receipt ? (
                        <Form method="post" className="cancel-receipt">
                          <input type="hidden" name="id" value={gift.receipt.id} />
                          <input type="hidden" name="intent" value="cancel" />
                          <label htmlFor={`cancel-reason-${gift.receipt.id}`}>Why cancel it?</label>
                          <input id={`cancel-reason-${gift.receipt.id}`} name="reason" required maxLength={500} />
                          <button
                            type="submit"
                            className="button small"
                            aria-label={`Cancel receipt ${gift.receipt.receiptNo}`}
                          >
                            Cancel receipt
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
      <YearSummary summary={summary} year={filters.year} causeTitle={causeTitle} />
      <Pagination
        pathname={`${pathname}${giftFilterQuery(filters)}`}
        page={page}
        pages={pages}
        labels={adminPagination("Gift pages")}
      />
    </AdminPage>
  );
}

function YearSummary({
  summary,
  year,
  causeTitle,
}: {
  summary: Awaited<ReturnType<typeof giftYearSummary>>;
  year: string;
  causeTitle: (id: string | null) => string;
}) {
  const money = (paise: number) => formatRupees(paise / 100, "en");
  const table = (caption: string, rows: { label: string; paise: number; count: number }[]) => (
    <table className="admin-table summary-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{caption.replace(/^By /, "")}</th>
          <th scope="col">Gifts</th>
          <th scope="col">Amount</th>
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
      <h2 id="summary-heading">Received in {year}</h2>
      {summary.count === 0 ? (
        <p>No gift of this year is marked received yet.</p>
      ) : (
        <>
          <p>
            {money(summary.totalPaise)} from {summary.count === 1 ? "1 gift" : `${summary.count} gifts`}.
          </p>
          <div className="summary-tables">
            {table(
              "By cause",
              summary.byCause.map((row) => ({ ...row, label: causeTitle(row.cause) || "Wherever needed most" })),
            )}
            {table(
              "By way of giving",
              summary.byMode.map((row) => ({ ...row, label: modeLabel[row.mode] })),
            )}
            {table(
              "By month",
              summary.byMonth.map((row) => ({ ...row, label: formatMonthYear(`${row.month}-01`, "en") })),
            )}
          </div>
        </>
      )}
    </section>
  );
}
