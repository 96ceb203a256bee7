import { Link } from "react-router";
import { fill } from "~/i18n/types";
import { pageHref } from "~/lib/pagination";

export interface PaginationLabels {
  label: string;
  previous: string;
  next: string;
  /** "Page {page} of {pages}". */
  status: string;
}

interface PaginationProps {
  /** The list's address, without a query. */
  pathname: string;
  page: number;
  pages: number;
  labels: PaginationLabels;
}

/** Previous and next links with `rel`, and where the visitor is: nothing when everything fits one page. */
export function Pagination({ pathname, page, pages, labels }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={labels.label}>
      {page > 1 ? (
        <Link className="button" to={pageHref(pathname, page - 1)} rel="prev">
          <span aria-hidden="true">← </span>
          {labels.previous}
        </Link>
      ) : (
        <span />
      )}
      <p aria-current="page">{fill(labels.status, { page, pages })}</p>
      {page < pages ? (
        <Link className="button" to={pageHref(pathname, page + 1)} rel="next">
          {labels.next}
          <span aria-hidden="true"> →</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
