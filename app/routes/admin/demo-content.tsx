import { data, Link } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { ConfirmDelete } from "~/components/confirm-delete";
import { PageNotice } from "~/components/page-notice";
import { formIdField } from "~/forms/conform";
import { readForm } from "~/lib/read-form.server";
import { log } from "~/log.server";
import { getClubProfile } from "~/models/club-profile.server";
import { type DemoContentSummary, demoContentSummary, demoContentWords, trashDemoContent } from "~/models/trash.server";
import type { Route } from "./+types/demo-content";

export const meta: Route.MetaFunction = () => [{ title: "Demo content" }];

const removeForm = "remove-demo-content";

/** Going live in one step (docs/decisions/0047-remove-demo-content.md): what the first start put on the site, and one button. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOfficial(request, context);
  const [summary, profile] = await Promise.all([demoContentSummary(context.db), getClubProfile(context.db)]);
  return {
    summary,
    words: demoContentWords(summary),
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
  try {
    const words = demoContentWords(await demoContentSummary(context.db));
    const trashId = await trashDemoContent(context.db, official.id);
    if (trashId === null)
      return data<RemoveReply>({ ok: false, message: "There is no demo content left." }, { status: 404 });
    return {
      ok: true,
      message: `Removed all demo content (${words}). It is in the trash for 30 days as one item, “Demo content”.`,
    } satisfies RemoveReply;
  } catch (error) {
    log.error("removing the demo content failed", { err: error });
    return data<RemoveReply>(
      { ok: false, message: "The demo content could not be removed. Nothing was changed; please try again." },
      { status: 500 },
    );
  }
}

const sections: [key: keyof Omit<DemoContentSummary, "photos" | "total">, heading: string][] = [
  ["projects", "Projects"],
  ["events", "Events and meetings"],
  ["members", "Members"],
  ["officerTerms", "Officer terms"],
  ["pastPresidents", "Past presidents"],
];

export default function DemoContent({ loaderData, actionData }: Route.ComponentProps) {
  const { summary, words, notice, confirming } = loaderData;
  const reply = actionData as RemoveReply | undefined;
  return (
    <AdminPage title="Demo content">
      <PageNotice ok={reply?.ok ?? true} text={reply?.message} />
      {reply?.ok ? (
        <p>
          <Link to="/trash">Open the trash</Link> to restore it.
          {notice ? (
            <>
              {" "}
              Then switch off the demo notice on the <Link to="/club-profile">club profile</Link>, and replace its demo
              bank and UPI details. Enter this year's officers on the <Link to="/handover">Handover</Link> page.
            </>
          ) : null}
        </p>
      ) : null}
      {summary.total === 0 ? (
        <p>There is no demo content on the site.</p>
      ) : (
        <>
          <p>
            The first start filled the site with examples, marked “demo”. Before the club goes live, remove them all at
            once: <strong>{words}</strong>. They go to the trash together for 30 days, so they can be restored. The demo
            officers leave the footer with them. The club profile's demo bank and UPI details stay until you change them
            on the <Link to="/club-profile">club profile</Link>.
          </p>
          {sections.map(([key, heading]) =>
            summary[key].length > 0 ? (
              <section key={key} aria-labelledby={`demo-${key}`}>
                <h2 id={`demo-${key}`}>
                  {heading} ({summary[key].length})
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
            <p>And {summary.photos === 1 ? "1 photo" : `${summary.photos} photos`} only these show.</p>
          ) : null}
          <p>
            <Link to="?confirm" className="button danger" preventScrollReset>
              Remove all demo content
            </Link>
          </p>
        </>
      )}
      {confirming ? (
        <ConfirmDelete
          title="Remove all demo content?"
          question={
            <>
              Remove <strong>{words}</strong> from the site, in one step?
            </>
          }
          consequence="It goes to the trash for 30 days as one item, “Demo content”, where an official can restore it."
          closeHref="/demo-content"
          action="/demo-content"
          formId={removeForm}
          confirmLabel="Remove all"
          busyLabel="Removing..."
        />
      ) : null}
    </AdminPage>
  );
}
