import type { ImpactView } from "~/components/impact-chart";
import type { ImpactStripData } from "~/components/impact-strip";
import type { Db } from "~/db/connect.server";
import type { Locale } from "~/db/schema";
import { impactContent } from "~/i18n/content/impact";
import { formatNumber, formatRupees } from "~/i18n/format";
import { fill } from "~/i18n/types";
import { rotaryYearAt } from "~/lib/rotary-year";
import { receivedTotal } from "~/models/gift-list.server";
import { impactByYear, shortRotaryYear } from "~/models/impact.server";
import { listProjectImpact } from "~/models/projects.server";
import { getReceivingBody } from "~/models/receiving-body.server";

/** Ten years at most on a page: older ones make the chart too long to read on a phone. */
const shownYears = 10;

/**
 * What donors gave this Rotary year, when officials chose to show it in the
 * giving settings (and there is something to show).
 */
async function raisedThisYear(db: Db, locale: Locale, now: Date) {
  const { showRaised } = await getReceivingBody(db);
  if (!showRaised) return null;
  const start = rotaryYearAt(now);
  const { totalPaise } = await receivedTotal(db, { from: `${start}-07-01`, to: `${start + 1}-06-30` });
  if (totalPaise <= 0) return null;
  return { amount: formatRupees(Math.floor(totalPaise / 100), locale), year: shortRotaryYear(start) };
}

/** What About's chart and the home page's strip show in `locale`, numbers written the locale's way (en-IN: 1,23,456). */
export async function impactView(db: Db, locale: Locale, now: Date = new Date()): Promise<ImpactView> {
  const [projects, raised] = await Promise.all([listProjectImpact(db), raisedThisYear(db, locale, now)]);
  const years = impactByYear(projects).slice(-shownYears);
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
    raised: raised ? { amount: raised.amount, sentence: fill(content.raised, raised) } : null,
  };
}

/** What the strip needs of the impact (the loader sends only this). */
export function impactStripData(impact: ImpactView): ImpactStripData {
  const { content, totals } = impact;
  return {
    heading: content.stripHeading,
    link: content.stripLink,
    range: impact.range,
    items: [
      ...(impact.rows.length === 0
        ? []
        : [
            { label: content.projects, value: totals.projects },
            { label: content.manHours, value: totals.manHours },
            { label: content.rupees, value: totals.rupees },
          ]),
      ...(impact.raised ? [{ label: content.raisedLabel, value: impact.raised.amount }] : []),
    ],
  };
}
