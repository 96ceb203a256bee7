/** The one format instants are stored in (see docs/decisions/0003-data-model.md). */
export function nowIso(now: Date = new Date()): string {
  return now.toISOString();
}
