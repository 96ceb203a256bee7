import { Fragment } from "react";
import { data, Form, Link } from "react-router";
import { backupDownloadPath, mayOpen } from "~/admin-screens";
import { requireOfficial } from "~/auth/session.server";
import { auditDetails, auditVerb, auditWho } from "~/components/activity-labels";
import { AdminPage } from "~/components/admin-page";
import { AuditRecord } from "~/components/audit-record";
import { now as contextNow } from "~/context";
import { attendanceCopy } from "~/i18n/content/admin/attendance";
import { contentCopy, contentLabelOf } from "~/i18n/content/admin/content";
import { type DashboardCopy, dashboardCopy } from "~/i18n/content/admin/dashboard";
import { inboxCopy } from "~/i18n/content/admin/inbox";
import { recordsCopy } from "~/i18n/content/admin/records";
import { formatMonthYear, formatOfficialTimeIn } from "~/i18n/format";
import { type Locale, languageOf, locales } from "~/i18n/locales";
import { fill } from "~/i18n/types";
import type { InboxFilters } from "~/lib/inbox-filters";
import { indiaDate } from "~/lib/india-time";
import { readForm } from "~/lib/read-form.server";
import { parseRecordId } from "~/lib/record-id";
import { reportDue } from "~/models/attendance.server";
import { listAudit } from "~/models/audit.server";
import { contentOverview } from "~/models/content.server";
import { countInbox, listInbox } from "~/models/inbox.server";
import {
  approvePublicChange,
  changesAwaitingApproval,
  declinePublicChange,
  type PublicChange,
  type PublicSide,
  publicSideOf,
} from "~/models/member-public-changes.server";
import { type MemberTexts, memberTextNames } from "~/models/member-texts";
import { listPendingProjects } from "~/models/project-pending.server";
import { listDraftProjects } from "~/models/project-writes.server";
import type { Route } from "./+types/dashboard";
import { shortTime } from "./inbox-labels";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.copy.title }];

const newMessages: InboxFilters = { kind: "all", status: "new" };
const latestMessages = 5;
const latestChanges = 8;
const draftsShown = 10;

/** Where an official lands after signing in: what is new, what changed, and the usual tasks. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  // The activity log is for those its screen lets in (app/admin-screens.ts).
  const seesActivity = mayOpen(official.role, "/activity");
  const [newCount, latest, activity, drafts, pending, pages, memberChanges, reportMonth] = await Promise.all([
    countInbox(context.db, newMessages),
    listInbox(context.db, newMessages, { limit: latestMessages, offset: 0 }),
    seesActivity ? listAudit(context.db, latestChanges) : null,
    listDraftProjects(context.db, draftsShown),
    listPendingProjects(context.db, draftsShown),
    contentOverview(context.db),
    changesAwaitingApproval(context.db),
    reportDue(context.db, indiaDate(contextNow(context))),
  ]);
  // The pages' and their fields' names, in the official's language.
  const labelOf = contentLabelOf(contentCopy[official.locale].labels);
  return {
    copy: dashboardCopy[official.locale],
    locale: official.locale,
    // The activity's and the inbox's own words, in the official's language.
    activityWords: recordsCopy[official.locale].activity,
    kinds: inboxCopy[official.locale].kinds,
    memberChanges,
    // The last month's attendance report, from the month's end until it is sent to the district.
    reportReminder: reportMonth
      ? {
          month: reportMonth,
          text: fill(attendanceCopy[official.locale].reminder.due, {
            month: formatMonthYear(`${reportMonth}-01`, official.locale),
          }),
          open: attendanceCopy[official.locale].reminder.open,
        }
      : null,
    email: official.email,
    role: official.role,
    newCount,
    // Only what the list shows: the messages' bodies and addresses stay on their own pages.
    latest: latest.map(({ id, kind, name, submittedAt }) => ({ id, kind, name, submittedAt })),
    activity,
    drafts,
    pending: pending.map(({ code, title }) => ({ code, title })),
    pageDrafts: pages.filter((p) => p.draft).map((p) => ({ id: p.id, label: labelOf(p.label) })),
    outdated: pages.flatMap((p) =>
      p.outdated.map((o) => ({
        document: p.id,
        page: labelOf(p.label),
        path: o.path,
        label: labelOf(o.label),
        locale: o.locale,
      })),
    ),
  };
}

/** A member's change to their public entry, approved or declined from the list below (editors and up). */
export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const copy = dashboardCopy[official.locale];
  const form = await readForm(request);
  const memberId = parseRecordId(form.get("memberId"));
  const intent = form.get("intent");
  if (memberId === null || (intent !== "approve-change" && intent !== "decline-change"))
    throw data("Choose a member's change to approve or decline.", { status: 400 });
  const name = (await publicSideOf(context.db, memberId))?.name ?? "";
  const answer = intent === "approve-change" ? approvePublicChange : declinePublicChange;
  if (!(await answer(context.db, official.id, memberId))) return { ok: false, message: copy.answered };
  return { ok: true, message: fill(intent === "approve-change" ? copy.approved : copy.declined, { name }) };
}

const commonTasks = [
  ["/project-form", "newProject"],
  ["/event-form", "events"],
  ["/bulletins", "bulletins"],
  ["/add-member", "addMember"],
  ["/add-past-president", "addPastPresident"],
  ["/inbox", "inbox"],
  ["/content", "editPages"],
  ["/club-profile", "clubProfile"],
  ["/gifts", "gifts"],
  ["/gifts/settings", "givingSettings"],
] as const satisfies readonly (readonly [string, keyof DashboardCopy["tasks"]])[];

function messagesLine(copy: DashboardCopy, count: number, shown: number) {
  const total = count === 1 ? copy.oneNewMessage : fill(copy.someNewMessages, { count });
  return count > shown ? fill(copy.latestOf, { total, shown }) : fill(copy.allOf, { total });
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, email, role, newCount, latest, activity, drafts, pending, pageDrafts, outdated, reportReminder } =
    loaderData;
  const actions = commonTasks.filter(([href]) => mayOpen(role, href));
  const [before, after] = copy.signedInAs.split("{email}");
  return (
    <AdminPage title={copy.welcome} tools={false}>
      <p>
        {before}
        <strong>{email}</strong>
        {after}
      </p>
      {reportReminder ? (
        <p className="notice" role="note">
          {reportReminder.text}{" "}
          <Link to={`/attendance/report?month=${reportReminder.month}`}>{reportReminder.open}</Link>
        </p>
      ) : null}

      <section aria-labelledby="dashboard-actions">
        <h2 id="dashboard-actions">{copy.commonTasks}</h2>
        <ul className="dashboard-actions">
          {actions.map(([href, task]) => (
            <li key={href}>
              <Link className="dashboard-action" to={href}>
                {copy.tasks[task]}
                {href === "/inbox" && newCount > 0 ? (
                  <>
                    {" "}
                    <span className="badge">{fill(copy.newBadge, { count: newCount })}</span>
                  </>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {loaderData.memberChanges.length > 0 || actionData ? (
        <MemberChanges
          copy={copy}
          locale={loaderData.locale}
          changes={loaderData.memberChanges}
          result={actionData ?? null}
        />
      ) : null}

      <section aria-labelledby="dashboard-messages">
        <h2 id="dashboard-messages">{copy.newMessages}</h2>
        {newCount === 0 ? (
          <p>{copy.noNewMessages}</p>
        ) : (
          <>
            <p>{messagesLine(copy, newCount, latest.length)}</p>
            <ul className="dashboard-list">
              {latest.map((message) => (
                <li key={message.id}>
                  <Link to={`/inbox/${message.id}`}>{message.name}</Link>
                  <br />
                  <span className="muted">
                    {loaderData.kinds[message.kind]},{" "}
                    <time dateTime={message.submittedAt}>{shortTime(message.submittedAt, loaderData.locale)}</time>
                  </span>
                </li>
              ))}
            </ul>
            <p>
              <Link to="/inbox?status=new">{copy.allNewMessages}</Link>
            </p>
          </>
        )}
      </section>

      {drafts.length > 0 ? (
        <section aria-labelledby="dashboard-drafts">
          <h2 id="dashboard-drafts">{copy.drafts}</h2>
          <p>{copy.draftsIntro}</p>
          <ul className="dashboard-list">
            {drafts.map((draft) => (
              <li key={draft.code}>
                <Link to={`/project/${encodeURIComponent(draft.code)}`}>{draft.title ?? copy.untitled}</Link>{" "}
                <span className="muted">({draft.code})</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {pending.length > 0 ? (
        <section aria-labelledby="dashboard-pending">
          <h2 id="dashboard-pending">{copy.pending}</h2>
          <p>{copy.pendingIntro}</p>
          <ul className="dashboard-list">
            {pending.map((project) => (
              <li key={project.code}>
                <Link to={`/project/${encodeURIComponent(project.code)}?preview`}>
                  {project.title ?? copy.untitled}
                </Link>{" "}
                <span className="muted">({project.code})</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {pageDrafts.length > 0 ? (
        <section aria-labelledby="dashboard-page-drafts">
          <h2 id="dashboard-page-drafts">{copy.pageDrafts}</h2>
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
          <h2 id="dashboard-outdated">{copy.outdated}</h2>
          <p>{copy.outdatedIntro}</p>
          <ul className="dashboard-list">
            {outdated.map((o) => (
              <li key={`${o.document}/${o.locale}/${o.path}`}>
                <Link to={`/content/${o.document}#field-${o.path}`}>
                  {o.page}: {o.label} ({languageName(o.locale, loaderData.locale)})
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {activity ? (
        <section aria-labelledby="dashboard-activity">
          <h2 id="dashboard-activity">{copy.activity}</h2>
          {activity.length === 0 ? (
            <p>{copy.noChanges}</p>
          ) : (
            <>
              <ul className="dashboard-list">
                {activity.map((entry) => (
                  <li key={entry.id}>
                    <strong>
                      {auditVerb(entry, loaderData.activityWords)} <AuditRecord entry={entry} />
                    </strong>
                    {entry.summary ? `: ${auditDetails(entry, loaderData.locale)}` : null}
                    <br />
                    <span className="muted">
                      {auditWho(entry, loaderData.activityWords)},{" "}
                      <time dateTime={entry.at}>{shortTime(entry.at, loaderData.locale)}</time>
                    </span>
                  </li>
                ))}
              </ul>
              <p>
                <Link to="/activity">{copy.allActivity}</Link>
              </p>
            </>
          )}
        </section>
      ) : null}

      {mayOpen(role, backupDownloadPath) ? (
        <section aria-labelledby="dashboard-backup">
          <h2 id="dashboard-backup">{copy.backup}</h2>
          <p>{copy.backupIntro}</p>
          <p>
            <a className="button" href={backupDownloadPath} download>
              {copy.downloadBackup}
            </a>
          </p>
        </section>
      ) : null}
    </AdminPage>
  );
}

/** What members asked to change on the public members page: now beside asked, to approve or decline. */
function MemberChanges({
  copy,
  locale,
  changes,
  result,
}: {
  copy: DashboardCopy;
  locale: Locale;
  changes: { change: PublicChange; now: PublicSide }[];
  result: { ok: boolean; message: string } | null;
}) {
  return (
    <section aria-labelledby="dashboard-member-changes">
      <h2 id="dashboard-member-changes">{copy.memberChanges}</h2>
      {result ? (
        <p role="status" className={`form-result ${result.ok ? "form-success" : "form-error"}`}>
          {result.message}
        </p>
      ) : null}
      {changes.length > 0 ? <p>{copy.memberChangesIntro}</p> : null}
      <ul className="dashboard-list member-changes">
        {changes.map(({ change, now }) => (
          <li key={change.memberId}>
            <h3>{now.name}</h3>
            <p className="muted">{fill(copy.askedOn, { time: formatOfficialTimeIn(change.requestedAt, locale) })}</p>
            <dl>
              {change.name !== null ? (
                <>
                  <dt>{copy.name}</dt>
                  <dd>
                    <del>{now.name}</del> <ins>{change.name}</ins>
                  </dd>
                </>
              ) : null}
              {change.photo ? (
                <>
                  <dt>{copy.photo}</dt>
                  <dd className="photo-change">
                    {now.photo ? <img src={now.photo.preview} alt={copy.photoNow} width={96} height={96} /> : null}
                    <img src={change.photo.preview} alt={copy.photoAsked} width={96} height={96} />
                  </dd>
                </>
              ) : null}
              {change.texts
                ? changedTexts(change.texts, now.texts).map(({ language, name, before, after }) => (
                    <Fragment key={`${language}-${name}`}>
                      <dt>{fill(copy[name], { language: languageOf(language).nativeName })}</dt>
                      <dd lang={languageOf(language).htmlLang}>
                        <del>{before || copy.empty}</del> <ins>{after || copy.empty}</ins>
                      </dd>
                    </Fragment>
                  ))
                : null}
            </dl>
            <Form method="post" className="member-change-answer">
              <input type="hidden" name="memberId" value={change.memberId} />
              <button
                type="submit"
                name="intent"
                value="approve-change"
                className="button primary"
                aria-label={fill(copy.approveLabel, { name: now.name })}
              >
                {copy.approve}
              </button>{" "}
              <button
                type="submit"
                name="intent"
                value="decline-change"
                className="button"
                aria-label={fill(copy.declineLabel, { name: now.name })}
              >
                {copy.decline}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A language's name for an official reading `reader`: English names in English, each language's own otherwise. */
function languageName(language: Locale, reader: Locale) {
  return reader === "en" ? languageOf(language).englishName : languageOf(language).nativeName;
}

/** The designations and messages a request changes, language by language. */
function changedTexts(asked: Record<Locale, MemberTexts>, now: Record<Locale, MemberTexts>) {
  return locales.flatMap((language) =>
    memberTextNames.flatMap((name) => {
      const before = now[language][name] ?? "";
      const after = asked[language][name] ?? "";
      return before === after ? [] : [{ language, name, before, after }];
    }),
  );
}
