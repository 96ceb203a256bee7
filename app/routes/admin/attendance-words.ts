import { type AttendanceMark, shiftMonth } from "~/lib/attendance-figures";

/** ?month=YYYY-MM when it is a real month no later than this one; this month otherwise. */
export function monthParam(value: string | null, today: string): string {
  const month = value?.trim() ?? "";
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month) || month < "2000-01") return today.slice(0, 7);
  return month > today.slice(0, 7) ? today.slice(0, 7) : month;
}

/** The report's ?month=YYYY-MM: by default the month before this one, the one whose report is due. */
export function reportMonthParam(searchParams: URLSearchParams, today: string): string {
  return monthParam(searchParams.get("month") ?? shiftMonth(today.slice(0, 7), -1), today);
}

/** The marks a register offers, in the order it shows them. */
export const attendanceMarks: readonly AttendanceMark[] = ["present", "absent", "excused", "exempt"];

/** Members a register shows on one page: a club of up to 200 sees them all, a district-sized one pages and searches. */
export const registerPageSize = 200;

/** Whether a register's row is the member typed: part of the name or the member number, any case. */
export function memberMatches(row: { name: string; memberNo: string }, typed: string): boolean {
  const needle = typed.trim().toLocaleLowerCase();
  return (
    needle === "" || row.name.toLocaleLowerCase().includes(needle) || row.memberNo.toLocaleLowerCase().includes(needle)
  );
}

/** Where the register's page sends each tap (routes/admin/attendance-marks.ts). */
export const marksPath = "/attendance/marks";

const isMark = (value: unknown): value is AttendanceMark => attendanceMarks.includes(value as AttendanceMark);

/** The marks of a register posted whole (fields mark-<member id>); null when one is not a mark or names no member. */
export function parseMarkChanges(form: FormData): { memberId: number; mark: AttendanceMark }[] | null {
  const changes: { memberId: number; mark: AttendanceMark }[] = [];
  for (const [name, value] of form) {
    const match = /^mark-(\d{1,9})$/.exec(name);
    if (!match) continue;
    if (!isMark(value)) return null;
    changes.push({ memberId: Number(match[1]), mark: value });
  }
  return changes;
}

/** The taps a phone sends (JSON [{ memberId, mark }], at most 2,000); null when it is not that. */
export function parseQueuedChanges(text: unknown): { memberId: number; mark: AttendanceMark }[] | null {
  if (typeof text !== "string" || text.length > 200_000) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length > 2000) return null;
  const changes: { memberId: number; mark: AttendanceMark }[] = [];
  for (const item of parsed) {
    const { memberId, mark } = (item ?? {}) as { memberId?: unknown; mark?: unknown };
    if (typeof memberId !== "number" || !Number.isSafeInteger(memberId) || memberId <= 0 || !isMark(mark)) return null;
    changes.push({ memberId, mark });
  }
  return changes;
}

/** The guests a register counts, in the order the form asks them (models/attendance.server.ts GuestCounts). */
export const guestCountNames = ["spouses", "children", "visitors", "visitingRotarians", "districtDelegates"] as const;
