import { rotaryYearAt } from "~/lib/rotary-year";
import type { listProjectImpact } from "./projects.server";

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
