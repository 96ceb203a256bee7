import { data, Form, Link, redirect, useLocation } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { FilterSelect } from "~/components/filter-select";
import { PageNotice } from "~/components/page-notice";
import { Pagination } from "~/components/pagination";
import { inboxCopy } from "~/i18n/content/admin/inbox";
import { fill } from "~/i18n/types";
import { filterQuery, kindFilters, parseFilters, statusFilters } from "~/lib/inbox-filters";
import { assertPageExists, pageCount, parsePage, requestedPage } from "~/lib/pagination";
import { readForm } from "~/lib/read-form.server";
import { parseRecordId } from "~/lib/record-id";
import { countInbox, listInbox, setMessageStatus } from "~/models/inbox.server";
import type { Route } from "./+types/inbox";
import { mailErrorInWords, shortTime } from "./inbox-labels";

const pageSize = 50;

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.copy.title }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  const copy = inboxCopy[official.locale];
  const url = new URL(request.url);
  const filters = parseFilters(url.searchParams);
  const page = requestedPage(request);
  // The count first: a deep page is read from whichever end of the list is nearer.
  const total = await countInbox(context.db, filters);
  const entries = await listInbox(context.db, filters, { limit: pageSize, offset: (page - 1) * pageSize, total });
  const pages = pageCount(total, pageSize);
  assertPageExists(page, pages);
  const { message: _screen, ...listCopy } = copy;
  return {
    copy: listCopy,
    locale: official.locale,
    entries,
    total,
    filters,
    page,
    pages,
    mailOn: Boolean(context.config.SMTP_URL),
    notice: url.searchParams.get("done") === "handled" ? copy.markedHandled : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const copy = inboxCopy[official.locale];
  const form = await readForm(request);
  const id = parseRecordId(form.get("id"));
  if (form.get("intent") !== "handled" || id === null) {
    return data({ message: copy.unknown }, { status: 400 });
  }
  if (!(await setMessageStatus(context.db, official.id, id, "handled"))) {
    return data({ message: copy.gone }, { status: 404 });
  }
  const back = new URL(request.url);
  back.searchParams.set("done", "handled");
  // Marking handled can empty the last page of the "new" view: go to the page that is last now.
  const requested = parsePage(back.searchParams.get("page")) ?? 1;
  const pages = pageCount(await countInbox(context.db, parseFilters(back.searchParams)), pageSize);
  if (requested > pages) back.searchParams.set("page", String(pages));
  if (requested > 1 && pages <= 1) back.searchParams.delete("page");
  return redirect(`${back.pathname}${back.search}`);
}

export default function Inbox({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, locale, entries, total, filters, page, pages, mailOn, notice } = loaderData;
  const { pathname } = useLocation();
  const exportQuery = filterQuery(filters);
  return (
    <AdminPage title={copy.title} wide>
      <PageNotice ok text={notice} />
      <PageNotice ok={false} text={actionData?.message} />
      {mailOn ? null : <p className="form-error">{copy.mailOff}</p>}
      <Form method="get" className="inbox-filters">
        <FilterSelect
          id="filter-kind"
          name="kind"
          label={copy.kind}
          value={filters.kind}
          options={kindFilters}
          labels={copy.kindFilters}
        />
        <FilterSelect
          id="filter-status"
          name="status"
          label={copy.status}
          value={filters.status}
          options={statusFilters}
          labels={copy.statusFilters}
        />
        <button type="submit" className="button">
          {copy.show}
        </button>
        <a className="button" href={`/inbox.csv${exportQuery}`} download>
          {copy.csv}
        </a>
      </Form>
      <p>{total === 1 ? copy.countOne : fill(copy.countMany, { count: total })}</p>
      {entries.length === 0 ? (
        <p>{copy.none}</p>
      ) : (
        <div className="table-scroll">
          <table className="admin-table inbox-table stack-table">
            <thead>
              <tr>
                <th scope="col">{copy.received}</th>
                <th scope="col">{copy.kind}</th>
                <th scope="col">{copy.from}</th>
                <th scope="col">{copy.status}</th>
                <th scope="col">{copy.mailToOfficials}</th>
                <th scope="col">{copy.action}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className={entry.status === "new" ? "inbox-new" : undefined}>
                  <td data-label={copy.received}>
                    <time dateTime={entry.submittedAt}>{shortTime(entry.submittedAt, locale)}</time>
                  </td>
                  <td data-label={copy.kind}>{copy.kinds[entry.kind]}</td>
                  <td data-label={copy.from}>
                    <Link to={`/inbox/${entry.id}`}>{entry.name}</Link>
                    <br />
                    <span className="muted">{entry.email}</span>
                  </td>
                  <td data-label={copy.status}>{copy.statuses[entry.status]}</td>
                  <td data-label={copy.mailToOfficials}>
                    <span className={`delivery delivery-${entry.delivery.state}`}>
                      {copy.delivery[entry.delivery.state]}
                    </span>
                    {entry.delivery.lastError && entry.delivery.state !== "sent" ? (
                      <>
                        <br />
                        <span className="muted">{mailErrorInWords(entry.delivery.lastError, copy.mailErrors)}</span>
                      </>
                    ) : null}
                  </td>
                  <td>
                    {entry.status === "new" ? (
                      <Form method="post">
                        <input type="hidden" name="id" value={entry.id} />
                        <input type="hidden" name="intent" value="handled" />
                        <button
                          type="submit"
                          className="button small"
                          aria-label={fill(copy.markHandledLabel, { name: entry.name })}
                        >
                          {copy.markHandled}
                        </button>
                      </Form>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        pathname={`${pathname}${filterQuery(filters)}`}
        page={page}
        pages={pages}
        labels={{ label: copy.pages, ...copy.pagination }}
      />
    </AdminPage>
  );
}
