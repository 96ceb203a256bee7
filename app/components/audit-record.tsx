import { Link } from "react-router";
import { useRecordsCopy } from "~/i18n/content/admin/records";
import { fill } from "~/i18n/types";
import type { AuditEntry } from "~/models/audit.server";
import { auditLink, auditRecord } from "./activity-labels";

/**
 * The record a logged change was made to, linked where it can be seen (a
 * page's version); a deletion whose item is still in the trash offers to
 * restore it (the trash asks first).
 */
export function AuditRecord({ entry }: { entry: AuditEntry }) {
  const { activity: words } = useRecordsCopy();
  const href = auditLink(entry);
  const name = auditRecord(entry, words);
  const record = href ? <Link to={href}>{name}</Link> : name;
  if (entry.trashId === null) return record;
  return (
    <>
      {record} (
      <Link to={`/trash?restore=${entry.trashId}`} aria-label={fill(words.restoreLabel, { record: name })}>
        {words.restore}
      </Link>
      )
    </>
  );
}
