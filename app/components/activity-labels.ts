import type { RecordsCopy } from "~/i18n/content/admin/records";
import { formatOfficialTimeIn } from "~/i18n/format";
import { defaultLocale, type Locale } from "~/i18n/locales";
import type { AuditEntry } from "~/models/audit.server";

/** The activity log's fixed words in the official's language (recordsCopy[locale].activity); English by default. */
type ActivityWords = RecordsCopy["activity"];

/**
 * A change's details as officials read them: an instant some older entries
 * wrote as "2026-11-28T18:00Z" is given in words, in India time.
 */
export function auditDetails(entry: AuditEntry, locale: Locale = defaultLocale): string {
  return (entry.summary ?? "").replace(/\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z/g, (instant) =>
    Number.isNaN(Date.parse(instant)) ? instant : formatOfficialTimeIn(instant, locale),
  );
}

/** Who made a change, as the activity log and the dashboard name them. */
export function auditWho(entry: AuditEntry, words?: ActivityWords): string {
  return entry.who ?? words?.commandLine ?? "command line";
}

/** The record a change was made to: its kind in words, then its id. */
export function auditRecord(entry: AuditEntry, words?: ActivityWords): string {
  const named = words ? (words.entities as Record<string, string | undefined>)[entry.entity] : undefined;
  const kind = named ?? entry.entity.replaceAll("_", " ");
  return entry.entityId ? `${kind} #${entry.entityId}` : kind;
}

/** What was done, as the activity log's "What" column names it: the stored action, in the official's language. */
export function auditAction(entry: AuditEntry, words?: ActivityWords): string {
  return (words?.actions as Record<string, string | undefined> | undefined)?.[entry.action] ?? entry.action;
}

const pastTense: Record<string, string> = {
  create: "Created",
  update: "Updated",
  delete: "Deleted",
  restore: "Restored",
  reveal: "Revealed",
};

/** What was done, as the verb that starts a line: "Updated". */
export function auditVerb(entry: AuditEntry, words?: ActivityWords): string {
  const verbs: Record<string, string | undefined> = words?.verbs ?? pastTense;
  return verbs[entry.action] ?? entry.action;
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
