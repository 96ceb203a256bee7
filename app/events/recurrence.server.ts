import * as rruleModule from "rrule";
import type { Locale } from "~/i18n/locales";
import { fromIndiaWall, indiaLocalToInstant, toIndiaWall } from "~/lib/india-time";

// rrule publishes CommonJS for Node (its names under `default`) and ESM for bundlers (named exports).
const RRule: typeof rruleModule.RRule =
  rruleModule.RRule ?? (rruleModule as unknown as { default: typeof rruleModule }).default.RRule;

/** What a repeating event needs for its dates: its first start and end, rule and last day. */
export interface RecurringTimes {
  startsAt: string;
  endsAt: string;
  recurrence: string | null;
  repeatUntil: string | null;
}

export interface ExceptionRow {
  occurrenceAt: string;
  status: "cancelled" | "moved";
  startsAt: string | null;
  endsAt: string | null;
  /** The reason in English (every language falls back to it). */
  note: string;
  /** The reason in the other languages that have one (decision 0048). */
  notes?: Partial<Record<Locale, string>>;
}

export interface Occurrence {
  /** The start the rule gives (RECURRENCE-ID); the key of any exception. */
  occurrenceAt: string;
  startsAt: string;
  endsAt: string;
  status: "scheduled" | "cancelled" | "moved";
  note: string;
  notes: Partial<Record<Locale, string>>;
}

/** The only rule officials choose today: every week on the first start's weekday and time. */
export const weeklyRule = "FREQ=WEEKLY";

/** The instant a repeating event's last day (India) ends. */
export function untilInstant(repeatUntil: string): Date | null {
  const start = indiaLocalToInstant(repeatUntil);
  return start ? new Date(Date.parse(start) + 24 * 60 * 60 * 1000 - 1000) : null;
}

/** The rrule of an event, computed on India's wall clock (see toIndiaWall). */
export function ruleOf(times: RecurringTimes) {
  if (!times.recurrence) return null;
  const options = RRule.parseString(times.recurrence);
  const until = times.repeatUntil ? untilInstant(times.repeatUntil) : null;
  return new RRule({
    ...options,
    dtstart: toIndiaWall(times.startsAt),
    until: until ? toIndiaWall(until) : null,
  });
}

/**
 * The dates of a repeating event that start in [from, to): the rule's dates
 * with their exceptions applied (a cancelled one kept, marked; a moved one at
 * its new time). A one-off event is its own single occurrence.
 */
export function occurrencesBetween(
  times: RecurringTimes,
  exceptions: readonly ExceptionRow[],
  from: Date,
  to: Date,
): Occurrence[] {
  const duration = Date.parse(times.endsAt) - Date.parse(times.startsAt);
  const byStart = new Map(exceptions.map((e) => [e.occurrenceAt, e]));
  const week = 7 * 24 * 60 * 60 * 1000;
  // Look a little wider, so a date moved into (or out of) the window is found.
  const starts = times.recurrence
    ? ruleStarts(times, new Date(from.getTime() - 8 * week), new Date(to.getTime() + 8 * week))
    : [times.startsAt];
  const result: Occurrence[] = [];
  for (const occurrenceAt of starts) {
    const exception = byStart.get(occurrenceAt);
    const moved = exception?.status === "moved" && exception.startsAt && exception.endsAt;
    const startsAt = moved ? (exception.startsAt as string) : occurrenceAt;
    const endsAt = moved ? (exception.endsAt as string) : new Date(Date.parse(occurrenceAt) + duration).toISOString();
    const start = Date.parse(startsAt);
    if (start < from.getTime() || start >= to.getTime()) continue;
    result.push({
      occurrenceAt,
      startsAt,
      endsAt,
      status: exception ? exception.status : "scheduled",
      note: exception?.note ?? "",
      notes: exception?.notes ?? {},
    });
  }
  return result.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/** The most windows `ruleStarts` remembers; the oldest goes first. */
const rememberedWindows = 500;
const remembered = new Map<string, readonly string[]>();

/**
 * The rule's starts (ISO instants) in [after, before]. rrule walks from the first start every time,
 * some 3 ms for a weekly meeting of five years, and the attendance screens ask for the same Rotary
 * year on every request: the answer, a pure function of its arguments, is remembered.
 */
export function ruleStarts(times: RecurringTimes, after: Date, before: Date): readonly string[] {
  const key = [times.startsAt, times.recurrence, times.repeatUntil, after.toISOString(), before.toISOString()].join(
    " ",
  );
  let starts = remembered.get(key);
  if (!starts) {
    starts = (ruleOf(times)?.between(toIndiaWall(after), toIndiaWall(before), true) ?? []).map((wall) =>
      fromIndiaWall(wall).toISOString(),
    );
    if (remembered.size >= rememberedWindows) remembered.delete(remembered.keys().next().value as string);
    remembered.set(key, starts);
  }
  return starts;
}

/** Whether `instant` is one of the starts the rule gives (an exception must name one). */
export function isRuleDate(times: RecurringTimes, instant: string): boolean {
  const rule = ruleOf(times);
  if (!rule) return false;
  const wall = toIndiaWall(instant);
  return rule.between(new Date(wall.getTime() - 1000), new Date(wall.getTime() + 1000), true).length > 0;
}

/** The weekday (0 Sunday … 6 Saturday) and time of day in India a weekly event repeats at. */
export function weeklyAt(startsAt: string) {
  const wall = toIndiaWall(startsAt);
  return { weekday: wall.getUTCDay(), time: wall.toISOString().slice(11, 16) };
}
