/** Which project's history, and which of its versions, a screen address names. */
export interface ProjectVersionRef {
  id: number | string;
  version: number | string;
}

/**
 * An officials' screen's address with its parameters filled in: a message id,
 * the home page's content, its first version; a project's history names
 * `project` (project 1, version 1 unless given, which may not exist: 404).
 */
export function screenAddress(
  path: string,
  messageId: number | string = 1,
  project: ProjectVersionRef = { id: 1, version: 1 },
): string {
  // Event 1 is the demo weekly meeting, with its "change one date" form.
  if (path.startsWith("/event-form/") || path.startsWith("/event-replies/")) return path.replace(":id", "1");
  if (path.startsWith("/project-history/"))
    return path.replace(":id", String(project.id)).replace(":number", String(project.version));
  // Bulletin 1: the draft the admin sweeps make (tests/e2e/accounts.ts, ensureDraftBulletin).
  if (path.startsWith("/bulletin-form/")) return path.replace(":id", "1");
  if (path.startsWith("/bulletin-history/")) return path.replace(":bulletin", "1").replace(":number", "1");
  // The register of the latest meeting: the demo weekly meeting's.
  if (path === "/attendance/:meeting") return "/attendance/today";
  return path.replace(":id", String(messageId)).replace(":document", "home").replace(":number", "1");
}
