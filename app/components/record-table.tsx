import type { ReactNode } from "react";
import { Link } from "react-router";
import { useRecordsCopy } from "~/i18n/content/admin/records";
import { fill } from "~/i18n/types";
import { PageNotice } from "./page-notice";
import { Pagination } from "./pagination";
import { UrlDialog } from "./url-dialog";

/** One column: its header and what a row shows in it (the header is also the cell's label on a phone). */
export type RecordColumn<Row> = readonly [header: string, render: (row: Row) => ReactNode];

/** A dialog opened through the address (?edit=ID, ?delete=ID): the record the loader found for it, and its contents. */
export interface RecordDialog<Record> {
  /** The record the address names; no dialog when there is none (no such query, or no such record). */
  record: Record | null | undefined;
  title: (record: Record) => string;
  children: (record: Record) => ReactNode;
}

interface RecordTableProps<Row, Editing, Deleting> {
  rows: readonly Row[];
  columns: readonly RecordColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** Names the row in its buttons' accessible names: "Edit {name}", "Delete {name}". */
  rowName: (row: Row) => string;
  editHref: (row: Row) => string;
  deleteHref: (row: Row) => string;
  /** Where a row's History button leads, for records that keep versions (projects). */
  historyHref?: (row: Row) => string;
  /** Read by screen readers before the table; not shown. */
  caption?: string;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** The table's address without a query (pagination links add ?page=). */
  pathname: string;
  page: number;
  pages: number;
  /** The pagination's name: "Member pages". */
  pagesLabel: string;
  /** What the last redirect did (`?done=…`): "Member updated". */
  notice?: string | null;
  /** An action's error with no dialog left to show it (the record went away meanwhile). */
  failure?: string | null;
  /** Between the notice and the table: the page's other buttons. */
  children?: ReactNode;
  edit: RecordDialog<Editing>;
  remove: RecordDialog<Deleting>;
  /** Where Cancel, Escape and a finished dialog lead: the table's page without the dialog's query. */
  closeHref: string;
}

/**
 * An officials' table of records (members, projects): one row per record with
 * Edit and Delete, which open their dialogs through the address so that they
 * work without JavaScript; pagination; and the notice of the last change. On
 * a phone the table turns into one card per row (.stack-table), each cell
 * labelled with its column's header.
 */
export function RecordTable<Row, Editing, Deleting>({
  rows,
  columns,
  rowKey,
  rowName,
  editHref,
  deleteHref,
  historyHref,
  caption,
  empty,
  pathname,
  page,
  pages,
  pagesLabel,
  notice,
  failure,
  children,
  edit,
  remove,
  closeHref,
}: RecordTableProps<Row, Editing, Deleting>) {
  const dialogOpen = Boolean(edit.record || remove.record);
  const { table: words } = useRecordsCopy();
  return (
    <>
      <PageNotice text={notice} />
      <PageNotice ok={false} text={dialogOpen ? null : failure} />
      {children}
      {rows.length === 0 && empty ? (
        empty
      ) : (
        <div className="table-scroll">
          <table className="admin-table stack-table">
            {caption ? <caption className="visually-hidden">{caption}</caption> : null}
            <thead>
              <tr>
                {columns.map(([header]) => (
                  <th key={header} scope="col">
                    {header}
                  </th>
                ))}
                <th scope="col">{words.action}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map(([header, render]) => (
                    <td key={header} data-label={header}>
                      {render(row)}
                    </td>
                  ))}
                  <td className="row-actions">
                    <Link
                      className="button small"
                      to={editHref(row)}
                      preventScrollReset
                      aria-label={fill(words.editLabel, { name: rowName(row) })}
                    >
                      {words.edit}
                    </Link>
                    <Link
                      className="button small danger"
                      to={deleteHref(row)}
                      preventScrollReset
                      aria-label={fill(words.deleteLabel, { name: rowName(row) })}
                    >
                      {words.delete}
                    </Link>
                    {historyHref ? (
                      <Link
                        className="button small"
                        to={historyHref(row)}
                        aria-label={fill(words.historyLabel, { name: rowName(row) })}
                      >
                        {words.history}
                      </Link>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        pathname={pathname}
        page={page}
        pages={pages}
        labels={{ label: pagesLabel, previous: words.previous, next: words.next, status: words.status }}
      />
      {edit.record ? (
        <UrlDialog title={edit.title(edit.record)} closeHref={closeHref}>
          {edit.children(edit.record)}
        </UrlDialog>
      ) : remove.record ? (
        <UrlDialog title={remove.title(remove.record)} closeHref={closeHref}>
          {remove.children(remove.record)}
        </UrlDialog>
      ) : null}
    </>
  );
}
