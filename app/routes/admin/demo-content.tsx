import { data, Link } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { ConfirmDelete } from "~/components/confirm-delete";
import { PageNotice } from "~/components/page-notice";
import { Sentence } from "~/components/sentence";
import { formIdField } from "~/forms/conform";
import { type DemoContentCopy, demoContentCopy, demoWordsIn } from "~/i18n/content/admin/demo-content";
import { officerRoleWords } from "~/i18n/content/admin/roles";
import { defaultLocale, type Locale } from "~/i18n/locales";
import { fill } from "~/i18n/types";
import { readForm } from "~/lib/read-form.server";
import type { OfficerRole } from "~/lib/role-labels";
import { log } from "~/log.server";
import { getClubProfile } from "~/models/club-profile.server";
import { type DemoContentSummary, demoContentSummary, demoContentWords, trashDemoContent } from "~/models/trash.server";
import type { Route } from "./+types/demo-content";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.copy.title }];

const removeForm = "remove-demo-content";

/** The demo content in words, in the official's language (English as the model words it). */
function wordsIn(summary: DemoContentSummary, locale: Locale, copy: DemoContentCopy): string {
  if (locale === defaultLocale) return demoContentWords(summary);
  return demoWordsIn(copy, {
    projects: summary.projects.length,
    events: summary.events.length,
    members: summary.members.length,
    officerTerms: summary.officerTerms.length,
    pastPresidents: summary.pastPresidents.length,
    photos: summary.photos,
  });
}

/** Going live in one step (docs/decisions/0047-remove-demo-content.md): what the first start put on the site, and one button. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  const copy = demoContentCopy[official.locale];
  const [summary, profile] = await Promise.all([demoContentSummary(context.db), getClubProfile(context.db)]);
  // An office named in the official's language; in English as the model always named it ("foundation chair").
  const office = (role: OfficerRole) =>
    official.locale === defaultLocale ? role.replace("_", " ") : officerRoleWords[official.locale][role];
  return {
    copy,
    summary: {
      ...summary,
      officerTerms: summary.officerTerms.map(
        (term) => `${term.rotaryYear} ${term.label || office(term.role)}: ${term.name}`,
      ),
    },
    words: wordsIn(summary, official.locale, copy),
    notice: profile.isDemo,
    confirming: new URL(request.url).searchParams.has("confirm") && summary.total > 0,
  };
}

interface RemoveReply {
  ok: boolean;
  message: string;
}

export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const form = await readForm(request);
  if (form.get(formIdField) !== removeForm) throw data("Unknown form.", { status: 400 });
  const copy = demoContentCopy[official.locale];
  try {
    const words = wordsIn(await demoContentSummary(context.db), official.locale, copy);
    const trashId = await trashDemoContent(context.db, official.id);
    if (trashId === null) return data<RemoveReply>({ ok: false, message: copy.noneLeft }, { status: 404 });
    return {
      ok: true,
      message: fill(copy.removed, { words }),
    } satisfies RemoveReply;
  } catch (error) {
    log.error("removing the demo content failed", { err: error });
    return data<RemoveReply>({ ok: false, message: copy.failed }, { status: 500 });
  }
}

const sections = [
  "projects",
  "events",
  "members",
  "officerTerms",
  "pastPresidents",
] as const satisfies readonly (keyof Omit<DemoContentSummary, "photos" | "total">)[];

export default function DemoContent({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, summary, words, notice, confirming } = loaderData;
  const reply = actionData as RemoveReply | undefined;
  const clubProfile = <Link to="/club-profile">{copy.clubProfile}</Link>;
  return (
    <AdminPage title={copy.title}>
      <PageNotice ok={reply?.ok ?? true} text={reply?.message} />
      {reply?.ok ? (
        <p>
          <Sentence text={copy.restoreIt} parts={{ openTrash: <Link to="/trash">{copy.openTrash}</Link> }} />
          {notice ? (
            <>
              {" "}
              <Sentence
                text={copy.thenSwitchOff}
                parts={{ clubProfile, handover: <Link to="/handover">{copy.handover}</Link> }}
              />
            </>
          ) : null}
        </p>
      ) : null}
      {summary.total === 0 ? (
        <p>{copy.empty}</p>
      ) : (
        <>
          <p>
            <Sentence text={copy.intro} parts={{ words: <strong>{words}</strong>, clubProfile }} />
          </p>
          {sections.map((key) =>
            summary[key].length > 0 ? (
              <section key={key} aria-labelledby={`demo-${key}`}>
                <h2 id={`demo-${key}`}>
                  {copy.sections[key]} ({summary[key].length})
                </h2>
                <ul>
                  {summary[key].map((name) => (
                    <li key={name}>{name}</li>
                  ))}
                </ul>
              </section>
            ) : null,
          )}
          {summary.photos > 0 ? (
            <p>{summary.photos === 1 ? copy.photosOne : fill(copy.photosMany, { count: summary.photos })}</p>
          ) : null}
          <p>
            <Link to="?confirm" className="button danger" preventScrollReset>
              {copy.removeAll}
            </Link>
          </p>
        </>
      )}
      {confirming ? (
        <ConfirmDelete
          title={copy.confirmTitle}
          question={<Sentence text={copy.question} parts={{ words: <strong>{words}</strong> }} />}
          consequence={copy.consequence}
          closeHref="/demo-content"
          action="/demo-content"
          formId={removeForm}
          confirmLabel={copy.confirm}
          busyLabel={copy.busy}
        />
      ) : null}
    </AdminPage>
  );
}
