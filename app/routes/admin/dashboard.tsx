import { Link } from "react-router";
import { backupDownloadPath, mayOpen } from "~/admin-screens";
import { requireOfficial } from "~/auth/session.server";
import { auditDetails, auditVerb, auditWho } from "~/components/activity-labels";
import { AdminPage } from "~/components/admin-page";
import { AuditRecord } from "~/components/audit-record";
import { languageOf } from "~/i18n/locales";
import type { InboxFilters } from "~/lib/inbox-filters";
import { listAudit } from "~/models/audit.server";
import { contentOverview } from "~/models/content.server";
import { countInbox, listInbox } from "~/models/inbox.server";
import { listPendingProjects } from "~/models/project-pending.server";
import { listDraftProjects } from "~/models/project-writes.server";
import type { Route } from "./+types/dashboard";
import { kindLabel, shortTime } from "./inbox-labels";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard" }];

const newMessages: InboxFilters = { kind: "all", status: "new" };
const latestMessages = 5;
const latestChanges = 8;
const draftsShown = 10;

/** Where an official lands after signing in: what is new, what changed, and the usual tasks. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  // The activity log is for those its screen lets in (app/admin-screens.ts).
  const seesActivity = mayOpen(official.role, "/activity");
  const [newCount, latest, activity, drafts, pending, pages] = await Promise.all([
    countInbox(context.db, newMessages),
    listInbox(context.db, newMessages, { limit: latestMessages, offset: 0 }),
    seesActivity ? listAudit(context.db, latestChanges) : null,
    listDraftProjects(context.db, draftsShown),
    listPendingProjects(context.db, draftsShown),
    contentOverview(context.db),
  ]);
  return {
    email: official.email,
    role: official.role,
    newCount,
    // Only what the list shows: the messages' bodies and addresses stay on their own pages.
    latest: latest.map(({ id, kind, name, submittedAt }) => ({ id, kind, name, submittedAt })),
    activity,
    drafts,
    pending: pending.map(({ code, title }) => ({ code, title })),
    pageDrafts: pages.filter((p) => p.draft).map((p) => ({ id: p.id, label: p.label })),
    outdated: pages.flatMap((p) =>
      p.outdated.map((o) => ({ document: p.id, page: p.label, path: o.path, label: o.label, locale: o.locale })),
    ),
  };
}

const commonTasks = [
  ["/project-form", "New project"],
  ["/event-form", "Events"],
  ["/add-member", "Add member"],
  ["/add-past-president", "Add past president"],
  ["/inbox", "Inbox"],
  ["/content", "Edit pages"],
  ["/club-profile", "Club profile"],
  ["/gifts", "Gifts"],
  ["/gifts/settings", "Giving settings"],
] as const;

function messagesLine(count: number, shown: number) {
  const total = count === 1 ? "1 new message" : `${count} new messages`;
  return count > shown ? `${total}; the latest ${shown}:` : `${total}:`;
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { email, role, newCount, latest, activity, drafts, pending, pageDrafts, outdated } = loaderData;
  const actions = commonTasks.filter(([href]) => mayOpen(role, href));
  return (
    <AdminPage title="Welcome" tools={false}>
      <p>
        Signed in as <strong>{email}</strong>.
      </p>

      <section aria-labelledby="dashboard-actions">
        <h2 id="dashboard-actions">Common tasks</h2>
        <ul className="dashboard-actions">
          {actions.map(([href, label]) => (
            <li key={href}>
              <Link className="dashboard-action" to={href}>
                {label}
                {href === "/inbox" && newCount > 0 ? (
                  <>
                    {" "}
                    <span className="badge">{newCount} new</span>
                  </>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="dashboard-messages">
        <h2 id="dashboard-messages">New messages</h2>
        {newCount === 0 ? (
          <p>No new messages.</p>
        ) : (
          <>
            <p>{messagesLine(newCount, latest.length)}</p>
            <ul className="dashboard-list">
              {latest.map((message) => (
                <li key={message.id}>
                  <Link to={`/inbox/${message.id}`}>{message.name}</Link>
                  <br />
                  <span className="muted">
                    {kindLabel[message.kind]},{" "}
                    <time dateTime={message.submittedAt}>{shortTime(message.submittedAt)}</time>
                  </span>
                </li>
              ))}
            </ul>
            <p>
              <Link to="/inbox?status=new">All new messages</Link>
            </p>
          </>
        )}
      </section>

      {drafts.length > 0 ? (
        <section aria-labelledby="dashboard-drafts">
          <h2 id="dashboard-drafts">Projects kept as drafts</h2>
          <p>
            Only officials see these. Open one to check it as visitors will see it; untick Draft and save to publish it.
          </p>
          <ul className="dashboard-list">
            {drafts.map((draft) => (
              <li key={draft.code}>
                <Link to={`/project/${encodeURIComponent(draft.code)}`}>{draft.title ?? "Untitled"}</Link>{" "}
                <span className="muted">({draft.code})</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {pending.length > 0 ? (
        <section aria-labelledby="dashboard-pending">
          <h2 id="dashboard-pending">Published projects with a draft</h2>
          <p>
            Visitors still see these as published. Preview a draft, then publish or discard it in the projects table.
          </p>
          <ul className="dashboard-list">
            {pending.map((project) => (
              <li key={project.code}>
                <Link to={`/project/${encodeURIComponent(project.code)}?preview`}>{project.title ?? "Untitled"}</Link>{" "}
                <span className="muted">({project.code})</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {pageDrafts.length > 0 ? (
        <section aria-labelledby="dashboard-page-drafts">
          <h2 id="dashboard-page-drafts">Page drafts waiting</h2>
          <ul className="dashboard-list">
            {pageDrafts.map((page) => (
              <li key={page.id}>
                <Link to={`/content/${page.id}`}>{page.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {outdated.length > 0 ? (
        <section aria-labelledby="dashboard-outdated">
          <h2 id="dashboard-outdated">Translations to check</h2>
          <p>The English text changed after these were translated:</p>
          <ul className="dashboard-list">
            {outdated.map((o) => (
              <li key={`${o.document}/${o.locale}/${o.path}`}>
                <Link to={`/content/${o.document}#field-${o.path}`}>
                  {o.page}: {o.label} ({languageOf(o.locale).englishName})
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {activity ? (
        <section aria-labelledby="dashboard-activity">
          <h2 id="dashboard-activity">Latest activity</h2>
          {activity.length === 0 ? (
            <p>No changes yet.</p>
          ) : (
            <>
              <ul className="dashboard-list">
                {activity.map((entry) => (
                  <li key={entry.id}>
                    <strong>
                      {auditVerb(entry)} <AuditRecord entry={entry} />
                    </strong>
                    {entry.summary ? `: ${auditDetails(entry)}` : null}
                    <br />
                    <span className="muted">
                      {auditWho(entry)}, <time dateTime={entry.at}>{shortTime(entry.at)}</time>
                    </span>
                  </li>
                ))}
              </ul>
              <p>
                <Link to="/activity">All activity</Link>
              </p>
            </>
          )}
        </section>
      ) : null}

      {mayOpen(role, backupDownloadPath) ? (
        <section aria-labelledby="dashboard-backup">
          <h2 id="dashboard-backup">Backup</h2>
          <p>
            The whole site, its database and photos, as one file. Whoever looks after the server can put it back on this
            or another server (README: Restore). Keep the file private: it holds the officials' sign-in details.
          </p>
          <p>
            <a className="button" href={backupDownloadPath} download>
              Download a backup
            </a>
          </p>
        </section>
      ) : null}
    </AdminPage>
  );
}
