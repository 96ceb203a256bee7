/**
 * The page a `?page=` value asks for: a whole number from 1 up, written plainly
 * ("2", not "02" or "2.0"). Anything else is null, so the caller can send the
 * visitor to the first page instead of inventing one.
 */
export function parsePage(value: string | null): number | null {
  if (value === null) return 1;
  if (!/^[1-9][0-9]{0,8}$/.test(value)) return null;
  return Number(value);
}

/** How many pages `total` items fill; an empty list is still one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The address of page `page` of a list at `pathname`: the first page has no query. */
export function pageHref(pathname: string, page: number): string {
  return page <= 1 ? pathname : `${pathname}?page=${page}`;
}
