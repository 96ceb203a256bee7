/** The largest id an `integer` column holds on PostgreSQL (and the largest we ever hand out). */
export const maxRecordId = 2_147_483_647;

/**
 * A record id from a URL or a form field: a whole number from 1 to
 * `maxRecordId`, written in plain digits; anything else (empty, "1e20",
 * "0x10", "-1", "1.5", a 30-digit number) is null, so it can never reach a
 * query as a value the database refuses.
 */
export function parseRecordId(value: unknown): number | null {
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= maxRecordId ? id : null;
}
