import { formatPercentage } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { fill } from "~/i18n/types";

/**
 * "30 of 38 (78.9%)" in the reader's words (`presentOf` with {present},
 * {expected} and {percentage}), or `none` when nobody was expected: a
 * meeting's figures for officials, a member's own for them.
 */
export function attendanceLine(
  presentOf: string,
  none: string,
  figures: { present: number; expected: number; percentage: number | null },
  locale: Locale,
): string {
  if (figures.percentage === null) return none;
  return fill(presentOf, {
    present: figures.present,
    expected: figures.expected,
    percentage: formatPercentage(figures.percentage, locale),
  });
}
