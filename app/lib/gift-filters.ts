/** The filters of the treasurer's gifts list, read from and written to its address. */
import { type GiftMode, giftModes } from "./form-10bd";
import { financialYearDates, financialYearOf } from "./indian-tax";

export const giftStatusFilters = ["all", "reported", "received"] as const;
export type GiftStatusFilter = (typeof giftStatusFilters)[number];
export const giftModeFilters = ["all", ...giftModes] as const;
export type GiftModeFilter = "all" | GiftMode;

export interface GiftFilters {
  /** A financial year, "2026-27" (1 April to 31 March), by the day the gift was made. */
  year: string;
  status: GiftStatusFilter;
  mode: GiftModeFilter;
  /** A cause's id, or "" for every cause. */
  cause: string;
  /** Part of a name, e-mail address, gift reference or UTR. */
  search: string;
}

/** A cause as gifts store it: one of the giving page's item ids; anything else is no cause. */
export const isCauseId = (text: string) => /^[\w-]{1,64}$/.test(text);

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  (values as readonly string[]).includes(value ?? "") ? (value as T) : fallback;

export function parseGiftFilters(params: URLSearchParams, today: Date = new Date()): GiftFilters {
  const year = params.get("year") ?? "";
  return {
    year: financialYearDates(year) ? year : financialYearOf(today),
    status: oneOf(giftStatusFilters, params.get("status"), "all"),
    mode: oneOf(giftModeFilters, params.get("mode"), "all"),
    cause: isCauseId(params.get("cause") ?? "") ? (params.get("cause") ?? "") : "",
    search: (params.get("q") ?? "").trim().slice(0, 100),
  };
}

/**
 * The query of a filtered list; the year is always there, so a bookmark keeps its year.
 * The page links add their `page` to it (components/pagination.tsx).
 */
export function giftFilterQuery(filters: GiftFilters): string {
  const params = new URLSearchParams({ year: filters.year });
  if (filters.status !== "all") params.set("status", filters.status);
  if (filters.mode !== "all") params.set("mode", filters.mode);
  if (filters.cause) params.set("cause", filters.cause);
  if (filters.search) params.set("q", filters.search);
  return `?${params}`;
}

/** The financial years a treasurer can pick: this one and the five before it. */
export function recentFinancialYears(today: Date = new Date(), count = 6): string[] {
  const first = Number(financialYearOf(today).slice(0, 4));
  return Array.from({ length: count }, (_, i) => {
    const start = first - i;
    return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
  });
}
