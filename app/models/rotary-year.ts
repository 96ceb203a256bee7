/** The first 4-digit year in a Rotary year such as "2024-2025"; 0 when there is none. */
export function rotaryYearSortKey(rotaryYear: string): number {
  const match = /\d{4}/.exec(rotaryYear);
  return match ? Number(match[0]) : 0;
}
