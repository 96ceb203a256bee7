import { Link } from "react-router";
import type { AuditEntry } from "~/models/audit.server";
import { auditLink, auditRecord } from "~/routes/admin/activity-labels";

/** The record a logged change was made to, linked where it can be seen (a page's version). */
export function AuditRecord({ entry }: { entry: AuditEntry }) {
  const href = auditLink(entry);
  return href ? <Link to={href}>{auditRecord(entry)}</Link> : auditRecord(entry);
}
