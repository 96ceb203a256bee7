import { data, redirect } from "react-router";

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
  return page <= 1 ? pathname : `${pathname}${pathname.includes("?") ? "&" : "?"}page=${page}`;
}

/**
 * The page every list reads from its request's `?page=`: anything that is not
 * a plain page number (too large, negative, fractional, "Infinity", text)
 * redirects to the same address without it, the first page, keeping any other
 * query (the inbox's filters).
 */
export function requestedPage(request: Request): number {
  const url = new URL(request.url);
  const page = parsePage(url.searchParams.get("page"));
  if (page !== null) return page;
  url.searchParams.delete("page");
  throw redirect(url.pathname + url.search);
}

/** A page past the last is not found, on every list. */
export function assertPageExists(page: number, pages: number) {
  if (page > pages) throw data(null, { status: 404 });
}
