import { data, Form, Link, redirect, useLocation } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage, adminPagination } from "~/components/admin-page";
import { FilterSelect } from "~/components/filter-select";
import { PageNotice } from "~/components/page-notice";
import { Pagination } from "~/components/pagination";
import { filterQuery, kindFilters, parseFilters, statusFilters } from "~/lib/inbox-filters";
import { assertPageExists, pageCount, parsePage, requestedPage } from "~/lib/pagination";
import { readForm } from "~/lib/read-form.server";
import { parseRecordId } from "~/lib/record-id";
import { countInbox, listInbox, setMessageStatus } from "~/models/inbox.server";
import type { Route } from "./+types/inbox";
import {
  deliveryLabel,
  kindFilterLabel,
  kindLabel,
  mailErrorInWords,
  shortTime,
  statusFilterLabel,
  statusLabel,
} from "./inbox-labels";

const pageSize = 50;

export const meta: Route.MetaFunction = () => [{ title: "Inbox" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOfficial(request, context);
  const url = new URL(request.url);
  const filters = parseFilters(url.searchParams);
  const page = requestedPage(request);
  const [entries, total] = await Promise.all([
    listInbox(context.db, filters, { limit: pageSize, offset: (page - 1) * pageSize }),
    countInbox(context.db, filters),
  ]);
  const pages = pageCount(total, pageSize);
  assertPageExists(page, pages);
  return {
    entries,
    total,
    filters,
    page,
    pages,
    mailOn: Boolean(context.config.SMTP_URL),
    notice: url.searchParams.get("done") === "handled" ? "Marked handled." : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const form = await readForm(request);
  const id = parseRecordId(form.get("id"));
  if (form.get("intent") !== "handled" || id === null) {
    return data({ message: "Unknown request." }, { status: 400 });
  }
  if (!(await setMessageStatus(context.db, official.id, id, "handled"))) {
    return data({ message: "That message is not in the inbox any more." }, { status: 404 });
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
  const { entries, total, filters, page, pages, mailOn, notice } = loaderData;
  const { pathname } = useLocation();
  const exportQuery = filterQuery(filters);
  return (
    <AdminPage title="Inbox" wide>
      <PageNotice ok text={notice} />
      <PageNotice ok={false} text={actionData?.message} />
      {mailOn ? null : (
        <p className="form-error">
          E-mail delivery is off (SMTP_URL is not set): join requests and contact messages wait here and are not
          e-mailed.
        </p>
      )}
      <Form method="get" className="inbox-filters">
        <FilterSelect
          id="filter-kind"
          name="kind"
          label="Kind"
          value={filters.kind}
          options={kindFilters}
          labels={kindFilterLabel}
        />
        <FilterSelect
          id="filter-status"
          name="status"
          label="Status"
          value={filters.status}
          options={statusFilters}
          labels={statusFilterLabel}
        />
        <button type="submit" className="button">
          Show
        </button>
        <a className="button" href={`/inbox.csv${exportQuery}`} download>
          Download CSV
        </a>
      </Form>
      <p>{total === 1 ? "1 message" : `${total} messages`}, newest first.</p>
      {entries.length === 0 ? (
        <p>No messages match.</p>
      ) : (
        <div className="table-scroll">
          <table className="admin-table inbox-table stack-table">
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">Kind</th>
                <th scope="col">From</th>
                <th scope="col">Status</th>
                <th scope="col">E-mail to officials</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className={entry.status === "new" ? "inbox-new" : undefined}>
                  <td data-label="Received">
                    <time dateTime={entry.submittedAt}>{shortTime(entry.submittedAt)}</time>
                  </td>
                  <td data-label="Kind">{kindLabel[entry.kind]}</td>
                  <td data-label="From">
                    <Link to={`/inbox/${entry.id}`}>{entry.name}</Link>
                    <br />
                    <span className="muted">{entry.email}</span>
                  </td>
                  <td data-label="Status">{statusLabel[entry.status]}</td>
                  <td data-label="E-mail to officials">
                    <span className={`delivery delivery-${entry.delivery.state}`}>
                      {deliveryLabel[entry.delivery.state]}
                    </span>
                    {entry.delivery.lastError && entry.delivery.state !== "sent" ? (
                      <>
                        <br />
                        <span className="muted">{mailErrorInWords(entry.delivery.lastError)}</span>
                      </>
                    ) : null}
                  </td>
                  <td>
                    {entry.status === "new" ? (
                      <Form method="post">
                        <input type="hidden" name="id" value={entry.id} />
                        <input type="hidden" name="intent" value="handled" />
                        <button type="submit" className="button small" aria-label={`Mark handled: ${entry.name}`}>
                          Mark handled
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
        labels={adminPagination("Inbox pages")}
      />
    </AdminPage>
  );
}
