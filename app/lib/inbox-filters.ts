/** The filters of the officials' inbox, read from and written to its address. */

export const kindFilters = ["all", "join", "contact"] as const;
export const statusFilters = ["open", "new", "handled", "spam", "all"] as const;
export type KindFilter = (typeof kindFilters)[number];
/** "open" is new and handled: everything but spam. */
export type StatusFilter = (typeof statusFilters)[number];

export interface InboxFilters {
  kind: KindFilter;
  status: StatusFilter;
}

export function parseFilters(params: URLSearchParams): InboxFilters {
  const kind = params.get("kind");
  const status = params.get("status");
  return {
    kind: (kindFilters as readonly string[]).includes(kind ?? "") ? (kind as KindFilter) : "all",
    status: (statusFilters as readonly string[]).includes(status ?? "") ? (status as StatusFilter) : "open",
  };
}

/**
 * The query of a filtered list: defaults are left out, so the plain address is the default view.
 * The page links add their `page` to it (components/pagination.tsx).
 */
export function filterQuery(filters: InboxFilters): string {
  const params = new URLSearchParams();
  if (filters.kind !== "all") params.set("kind", filters.kind);
  if (filters.status !== "open") params.set("status", filters.status);
  const query = params.toString();
  return query ? `?${query}` : "";
}
