import { requireOfficial } from "~/auth/session.server";
import { auditDetails, auditWho } from "~/components/activity-labels";
import { AdminPage } from "~/components/admin-page";
import { AuditRecord } from "~/components/audit-record";
import { listAudit } from "~/models/audit.server";
import type { Route } from "./+types/activity";
import { shortTime } from "./inbox-labels";

export const meta: Route.MetaFunction = () => [{ title: "Activity" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOfficial(request, context);
  return { entries: await listAudit(context.db, 200) };
}

export default function Activity({ loaderData: { entries } }: Route.ComponentProps) {
  return (
    <AdminPage title="Activity" wide>
      <p>The latest 200 changes made by officials, newest first (times in India Standard Time).</p>
      {entries.length === 0 ? (
        <p>No changes yet.</p>
      ) : (
        <div className="table-scroll">
          <table className="admin-table stack-table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Record</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td data-label="When">
                    <time dateTime={entry.at}>{shortTime(entry.at)}</time>
                  </td>
                  <td data-label="Who">{auditWho(entry)}</td>
                  <td data-label="What">{entry.action}</td>
                  <td data-label="Record">
                    <AuditRecord entry={entry} />
                  </td>
                  <td data-label="Details">{auditDetails(entry)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminPage>
  );
}
