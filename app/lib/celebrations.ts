/** A birthday or wedding anniversary coming up, `inDays` from today (0: today). */
export interface Celebration {
  memberId: number;
  name: string;
  kind: "birthday" | "anniversary";
  /** MM-DD. */
  monthDay: string;
  inDays: number;
}

const dayMs = 86_400_000;

function isLeap(year: number) {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days from `today` (YYYY-MM-DD) to the next `monthDay` (MM-DD), this year or next; 29 February falls on the 28th in other years. */
export function daysUntil(today: string, monthDay: string): number {
  const year = Number(today.slice(0, 4));
  const start = Date.UTC(year, Number(today.slice(5, 7)) - 1, Number(today.slice(8, 10)));
  const on = (inYear: number) => {
    const [month, day] = monthDay.split("-").map(Number);
    const shifted = month === 2 && day === 29 && !isLeap(inYear) ? 28 : (day ?? 1);
    return Date.UTC(inYear, (month ?? 1) - 1, shifted);
  };
  const thisYear = on(year);
  return Math.round(((thisYear >= start ? thisYear : on(year + 1)) - start) / dayMs);
}

/**
 * The birthdays and anniversaries within `days` days of `today` (India's
 * date), soonest first, from what the viewer may see of each member.
 */
export function celebrationsWithin(
  members: readonly { id: number; name: string; birthday?: string; anniversary?: string }[],
  today: string,
  days: number,
): Celebration[] {
  const found: Celebration[] = [];
  for (const member of members)
    for (const kind of ["birthday", "anniversary"] as const) {
      const monthDay = member[kind];
      if (!monthDay) continue;
      const inDays = daysUntil(today, monthDay);
      if (inDays < days) found.push({ memberId: member.id, name: member.name, kind, monthDay, inDays });
    }
  return found.sort((a, b) => a.inDays - b.inDays || a.name.localeCompare(b.name));
}
