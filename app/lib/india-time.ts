/**
 * Event times are typed and shown in India time (Asia/Kolkata) and stored as
 * UTC instants. India has kept UTC+05:30 all year since 1945 (no daylight
 * saving), so converting a wall-clock time there is one fixed offset: the
 * machine's own time zone never enters (docs/decisions/0031).
 */
export const indiaTimeZone = "Asia/Kolkata";
export const indiaOffsetMinutes = 330;
const offsetMs = indiaOffsetMinutes * 60_000;

const localPattern = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?$/;

/** "2026-03-05T19:00" (or "2026-03-05": midnight) in India → its UTC instant (ISO); null when it is not a real date and time. */
export function indiaLocalToInstant(local: string): string | null {
  const m = localPattern.exec(local.trim());
  if (!m) return null;
  const [year, month, day, hour, minute] = [m[1], m[2], m[3], m[4] ?? "00", m[5] ?? "00"].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59 || year < 1900 || year > 2999) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return new Date(wall - offsetMs).toISOString();
}

/** A UTC instant as India's wall clock, "2026-03-05T19:00" (what a datetime-local input shows). */
export function instantToIndiaLocal(instant: string | Date): string {
  const time = typeof instant === "string" ? Date.parse(instant) : instant.getTime();
  return new Date(time + offsetMs).toISOString().slice(0, 16);
}

/** The calendar date in India of an instant, "2026-03-05". */
export function indiaDate(instant: string | Date): string {
  return instantToIndiaLocal(instant).slice(0, 10);
}

/** A calendar date `days` later (or earlier, when negative): "2026-03-05" + 1 is "2026-03-06". */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A "floating" Date whose UTC fields are India's wall clock: what the rrule
 * library computes recurrences on, so weekdays and times stay India's.
 */
export function toIndiaWall(instant: string | Date): Date {
  const time = typeof instant === "string" ? Date.parse(instant) : instant.getTime();
  return new Date(time + offsetMs);
}

/** The instant of a floating India wall-clock Date (toIndiaWall's inverse). */
export function fromIndiaWall(wall: Date): Date {
  return new Date(wall.getTime() - offsetMs);
}

/** An instant as ISO 8601 with India's offset, "2026-03-05T19:00:00+05:30" (schema.org dates). */
export function indiaIso(instant: string | Date): string {
  return `${instantToIndiaLocal(instant)}:00+05:30`;
}
