import { formatOfficialTime } from "~/i18n/format";
import type { AuditEntry } from "~/models/audit.server";

/**
 * A change's details as officials read them: an instant some older entries
 * wrote as "2026-11-28T18:00Z" is given in words, in India time.
 */
export function auditDetails(entry: AuditEntry): string {
  return (entry.summary ?? "").replace(/\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z/g, (instant) =>
    Number.isNaN(Date.parse(instant)) ? instant : formatOfficialTime(instant),
  );
}

/** Who made a change, as the activity log and the dashboard name them. */
export function auditWho(entry: AuditEntry): string {
  return entry.who ?? "command line";
}

/** The record a change was made to: its kind in words, then its id. */
export function auditRecord(entry: AuditEntry): string {
  const kind = entry.entity.replaceAll("_", " ");
  return entry.entityId ? `${kind} #${entry.entityId}` : kind;
}

const pastTense: Record<string, string> = {
  create: "Created",
  update: "Updated",
  delete: "Deleted",
  restore: "Restored",
  reveal: "Revealed",
};

/** What was done, as the verb that starts a line: "Updated". */
export function auditVerb(entry: AuditEntry): string {
  return pastTense[entry.action] ?? entry.action;
}

/**
 * Where a change can be seen: a published version of a page, its editor for
 * a draft, or a project's history (gone with the project, so not for a delete).
 * A deletion still in the trash links to restoring it (components/audit-record.tsx).
 */
export function auditLink(entry: AuditEntry): string | null {
  if (!entry.entityId) return null;
  if (entry.entity === "content") {
    const [document, number] = entry.entityId.split(":");
    return document && number ? `/content/${document}/versions/${number}` : null;
  }
  if (entry.entity === "content-draft") return `/content/${entry.entityId}`;
  if (entry.entity === "project" && entry.action !== "delete") return `/project-history/${entry.entityId}`;
  return null;
}
