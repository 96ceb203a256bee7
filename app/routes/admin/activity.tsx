import { requireOfficial } from "~/auth/session.server";
import { auditAction, auditDetails, auditWho } from "~/components/activity-labels";
import { AdminPage } from "~/components/admin-page";
import { AuditRecord } from "~/components/audit-record";
import { recordsCopy } from "~/i18n/content/admin/records";
import { listAudit } from "~/models/audit.server";
import type { Route } from "./+types/activity";
import { shortTime } from "./inbox-labels";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.copy.title }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  return {
    entries: await listAudit(context.db, 200),
    copy: recordsCopy[official.locale].activity,
    locale: official.locale,
  };
}

export default function Activity({ loaderData: { entries, copy, locale } }: Route.ComponentProps) {
  return (
    <AdminPage title={copy.title} wide>
      <p>{copy.intro}</p>
      {entries.length === 0 ? (
        <p>{copy.none}</p>
      ) : (
        <div className="table-scroll">
          <table className="admin-table stack-table">
            <thead>
              <tr>
                <th scope="col">{copy.when}</th>
                <th scope="col">{copy.who}</th>
                <th scope="col">{copy.what}</th>
                <th scope="col">{copy.record}</th>
                <th scope="col">{copy.details}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td data-label={copy.when}>
                    <time dateTime={entry.at}>{shortTime(entry.at, locale)}</time>
                  </td>
                  <td data-label={copy.who}>{auditWho(entry, copy)}</td>
                  <td data-label={copy.what}>{auditAction(entry, copy)}</td>
                  <td data-label={copy.record}>
                    <AuditRecord entry={entry} />
                  </td>
                  <td data-label={copy.details}>{auditDetails(entry, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminPage>
  );
}
