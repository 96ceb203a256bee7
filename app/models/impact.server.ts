import type { ImpactStripData } from "~/components/impact-strip";
import type { Db } from "~/db/connect.server";
import type { Locale } from "~/db/schema";
import { impactContent } from "~/i18n/content/impact";
import { formatNumber, formatRupees } from "~/i18n/format";
import { fill } from "~/i18n/types";
import { rotaryYearAt } from "~/lib/rotary-year";
import { listProjectImpact } from "./projects.server";

export interface ImpactYear {
  /** The Rotary year's starting calendar year (2024 for 2024-25). */
  start: number;
  projects: number;
  manHours: number;
  rupees: number;
}

/** A calendar date (YYYY-MM-DD) as noon in India, so it falls in the Rotary year of that day. */
function dateInIndia(isoDate: string): Date {
  return new Date(`${isoDate.slice(0, 10)}T12:00:00+05:30`);
}

/**
 * Per Rotary year, oldest first: how many published projects, their
 * man-hours and the rupees they cost (an unknown cost or man-hours adds
 * nothing). A project counts in the year of its date, or of its creation
 * where it has no date.
 */
export function impactByYear(rows: Awaited<ReturnType<typeof listProjectImpact>>): ImpactYear[] {
  const years = new Map<number, ImpactYear>();
  for (const row of rows) {
    const when =
      row.projectDate && /^\d{4}-\d{2}-\d{2}/.test(row.projectDate)
        ? dateInIndia(row.projectDate)
        : new Date(row.createdAt);
    if (Number.isNaN(when.getTime())) continue;
    const start = rotaryYearAt(when);
    const year = years.get(start) ?? { start, projects: 0, manHours: 0, rupees: 0 };
    year.projects += 1;
    if (row.manHours !== null && Number.isFinite(row.manHours)) year.manHours += row.manHours;
    if (row.cost !== null && Number.isFinite(row.cost)) year.rupees += row.cost;
    years.set(start, year);
  }
  return [...years.values()].sort((a, b) => a.start - b.start);
}

/** "2024-25": how people write a Rotary year. */
export function shortRotaryYear(start: number) {
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** Ten years at most on a page: older ones make the chart too long to read on a phone. */
const shownYears = 10;

/** What About's chart and the home page's strip show in `locale`, numbers written the locale's way (en-IN: 1,23,456). */
export async function impactView(db: Db, locale: Locale) {
  const years = impactByYear(await listProjectImpact(db)).slice(-shownYears);
  const content = impactContent[locale];
  const max = {
    projects: Math.max(0, ...years.map((y) => y.projects)),
    manHours: Math.max(0, ...years.map((y) => y.manHours)),
    rupees: Math.max(0, ...years.map((y) => y.rupees)),
  };
  const rows = years.map((y) => ({
    year: shortRotaryYear(y.start),
    values: {
      projects: { share: max.projects ? y.projects / max.projects : 0, text: formatNumber(y.projects, locale) },
      manHours: { share: max.manHours ? y.manHours / max.manHours : 0, text: formatNumber(y.manHours, locale) },
      rupees: { share: max.rupees ? y.rupees / max.rupees : 0, text: formatRupees(y.rupees, locale) },
    },
  }));
  const total = years.reduce(
    (sum, y) => ({
      projects: sum.projects + y.projects,
      manHours: sum.manHours + y.manHours,
      rupees: sum.rupees + y.rupees,
    }),
    { projects: 0, manHours: 0, rupees: 0 },
  );
  const first = rows[0]?.year ?? "";
  const last = rows.at(-1)?.year ?? "";
  return {
    content,
    rows,
    totals: {
      projects: formatNumber(total.projects, locale),
      manHours: formatNumber(total.manHours, locale),
      rupees: formatRupees(total.rupees, locale),
    },
    range: rows.length === 0 ? "" : fill(first === last ? content.stripOne : content.stripRange, { first, last }),
  };
}

export type ImpactView = Awaited<ReturnType<typeof impactView>>;

/** What the strip needs of the impact (the loader sends only this). */
export function impactStripData(impact: ImpactView): ImpactStripData {
  const { content, totals } = impact;
  return {
    heading: content.stripHeading,
    link: content.stripLink,
    range: impact.range,
    items:
      impact.rows.length === 0
        ? []
        : [
            { label: content.projects, value: totals.projects },
            { label: content.manHours, value: totals.manHours },
            { label: content.rupees, value: totals.rupees },
          ],
  };
}
