import { Link, redirect, useLocation } from "react-router";
import { getOfficial, requireOfficial } from "~/auth/session.server";
import { MemberCard } from "~/components/member-card";
import { officialsOnly } from "~/components/officials-only";
import { Pagination } from "~/components/pagination";
import { parseWithSchema } from "~/forms/conform";
import { encodeBase } from "~/forms/edit-base";
import { findConflicts } from "~/forms/edit-base.server";
import { replyConflict, replyFailed, replyInvalid } from "~/forms/official-form.server";
import { pastPresidentChange, pastPresidentMessages, pastPresidentValues } from "~/forms/past-president";
import { membersContent } from "~/i18n/content/members";
import { contentFor, requestLocale } from "~/i18n/page.server";
import { fill } from "~/i18n/types";
import { useRootData } from "~/i18n/use-root-data";
import { assertPageExists, pageCount, requestedPage } from "~/lib/pagination";
import { formText, readForm } from "~/lib/read-form.server";
import { parseRecordId } from "~/lib/record-id";
import { log } from "~/log.server";
import { countMembers, listMembers } from "~/models/members.server";
import {
  DuplicateRotaryYearError,
  deletePastPresident,
  listPastPresidents,
  updatePastPresident,
} from "~/models/past-presidents.server";
import { pageMeta } from "~/seo";
import styles from "~/styles/members.css?url";
import type { Route } from "./+types/members";

const pageSize = 48;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/** The edit and delete dialogs are officials' code: fetched only when an official opens one. */
const PastPresidentDialogs = officialsOnly(() =>
  import("~/components/past-president-dialogs").then((module) => module.PastPresidentDialogs),
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = requestedPage(request);
  const [pastPresidents, members, total] = await Promise.all([
    listPastPresidents(context.db),
    listMembers(context.db, {
      locale: requestLocale(request),
      limit: pageSize,
      offset: (page - 1) * pageSize,
      forPublic: true,
    }),
    countMembers(context.db),
  ]);
  const pages = pageCount(total, pageSize);
  assertPageExists(page, pages);
  const official = await getOfficial(request, context);
  const url = new URL(request.url);
  const editing = official ? (pastPresidents.find((p) => String(p.id) === url.searchParams.get("edit")) ?? null) : null;
  const deleting = official
    ? (pastPresidents.find((p) => String(p.id) === url.searchParams.get("delete")) ?? null)
    : null;
  return {
    content: contentFor(request, membersContent),
    pastPresidents,
    members,
    page,
    pages,
    isOfficial: official !== null,
    editing,
    deleting,
  };
}

/** Officials edit and delete past presidents from this page (SPEC 2.12). */
export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const content = contentFor(request, membersContent);
  const back = new URL(request.url).pathname;
  const form = await readForm(request);
  const id = parseRecordId(String(form.get("id") ?? "")) ?? 0;
  const entry = (await listPastPresidents(context.db)).find((p) => p.id === id);
  const stored = entry ? pastPresidentValues(entry) : {};
  const labels: Record<string, string> = {
    rotaryYear: content.year,
    president: content.president,
    secretary: content.secretary,
  };
  const text = formText(form);
  const conflicts = form.get("intent") === "delete" || !entry ? [] : findConflicts(text, stored, (n) => labels[n] ?? n);
  const submission = parseWithSchema(text, pastPresidentChange, pastPresidentMessages(content));
  try {
    if (submission.payload.intent === "delete") {
      await deletePastPresident(context.db, official.id, id);
      return redirect(back);
    }
    if (conflicts.length > 0)
      return replyConflict(submission, { base: encodeBase(stored), fields: conflicts, by: null, at: null });
    if (submission.status !== "success") return replyInvalid(submission);
    if (!(await updatePastPresident(context.db, official.id, id, submission.value)))
      return replyInvalid(submission, { message: content.notFound, status: 404 });
    return redirect(back);
  } catch (error) {
    if (error instanceof DuplicateRotaryYearError) {
      const message = fill(content.duplicateYear, { year: error.rotaryYear });
      return replyInvalid(submission, { message, fieldErrors: { rotaryYear: [message] }, status: 409 });
    }
    log.error("past president change failed", { err: error });
    return replyFailed(submission, content.updateFailed);
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches[0]?.loaderData, {
    title: loaderData?.content.title ?? "",
    description: loaderData?.content.description ?? "",
    pathname: location.pathname,
  });

export default function Members({ loaderData, actionData }: Route.ComponentProps) {
  const { content, pastPresidents, members, page, pages, isOfficial, editing, deleting } = loaderData;
  const { locale, signedIn } = useRootData();
  const { pathname } = useLocation();
  return (
    <div className="page members-page">
      <h1>{content.title}</h1>
      <section aria-labelledby="past-presidents-heading">
        <h2 id="past-presidents-heading">{content.pastPresidentsHeading}</h2>
        {isOfficial ? (
          <p className="official-links">
            <Link className="button" to="/add-past-president">
              {content.addPastPresident}
            </Link>
          </p>
        ) : null}
        {isOfficial && (editing || deleting) ? (
          <PastPresidentDialogs editing={editing} deleting={deleting} content={content} reply={actionData} />
        ) : null}
        {pastPresidents.length === 0 ? (
          <p>{content.noPastPresidents}</p>
        ) : (
          <table className="past-presidents stack-table">
            <thead>
              <tr>
                <th scope="col">{content.rotaryYear}</th>
                <th scope="col">{content.president}</th>
                <th scope="col">{content.secretary}</th>
                {isOfficial ? <th scope="col">{content.action}</th> : null}
              </tr>
            </thead>
            <tbody>
              {pastPresidents.map((row) => (
                <tr key={row.id}>
                  <td data-label={content.rotaryYear}>{row.rotaryYear}</td>
                  <td data-label={content.president}>{row.president}</td>
                  <td data-label={content.secretary}>{row.secretary}</td>
                  {isOfficial ? (
                    <td className="row-actions">
                      <Link className="button small" to={`?edit=${row.id}`} preventScrollReset>
                        {content.edit}
                      </Link>
                      <Link className="button small danger" to={`?delete=${row.id}`} preventScrollReset>
                        {content.delete}
                      </Link>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="members-heading">
        <h2 id="members-heading">{content.membersHeading}</h2>
        {isOfficial ? (
          <p className="official-links">
            <Link className="button" to="/members-table">
              {content.editMembers}
            </Link>
            <Link className="button" to="/add-member">
              {content.addMember}
            </Link>
            <Link className="button" to="/remove-member">
              {content.removeMember}
            </Link>
          </p>
        ) : null}
        {members.length === 0 ? (
          <p>{content.noMembers}</p>
        ) : (
          <>
            <p className="hint">{content.membersIntro}</p>
            <ul className="member-grid">
              {members.map((member) => (
                <li key={member.id}>
                  <MemberCard
                    member={member}
                    content={content}
                    locale={locale}
                    edit={
                      signedIn
                        ? {
                            href: `/members-table?edit=${member.id}`,
                            text: signedIn.copy.edit,
                            label: fill(signedIn.copy.editMember, { name: member.name }),
                          }
                        : undefined
                    }
                  />
                </li>
              ))}
            </ul>
          </>
        )}
        <Pagination
          pathname={pathname}
          page={page}
          pages={pages}
          labels={{ label: content.pagination, previous: content.previous, next: content.next, status: content.pageOf }}
        />
      </section>
    </div>
  );
}
