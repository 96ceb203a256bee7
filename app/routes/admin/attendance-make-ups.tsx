import { data, Form, Link } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { ActionMessage } from "~/components/action-message";
import { AdminPage } from "~/components/admin-page";
import { attendanceCopy } from "~/i18n/content/admin/attendance";
import { formatLongDate } from "~/i18n/format";
import { fill } from "~/i18n/types";
import { readForm } from "~/lib/read-form.server";
import { parseRecordId } from "~/lib/record-id";
import { decideMakeUp, listMakeUps, OwnMakeUp } from "~/models/attendance.server";
import type { Route } from "./+types/attendance-make-ups";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.copy.makeUpList.title }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  const all = await listMakeUps(context.db);
  return {
    copy: attendanceCopy[official.locale],
    locale: official.locale,
    waiting: all.filter((makeUp) => makeUp.status === "pending"),
    decided: all.filter((makeUp) => makeUp.status !== "pending").slice(0, 30),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const words = attendanceCopy[official.locale].makeUpList;
  const form = await readForm(request);
  const id = parseRecordId(form.get("id"));
  const intent = form.get("intent");
  if (id === null || (intent !== "accept" && intent !== "refuse"))
    throw data("Choose a make-up to accept or refuse.", { status: 400 });
  const name = (await listMakeUps(context.db)).find((makeUp) => makeUp.id === id)?.memberName ?? "";
  try {
    const decided = await decideMakeUp(context.db, official.id, id, intent === "accept" ? "accepted" : "refused");
    if (!decided) return data({ ok: false, message: words.gone }, { status: 409 });
  } catch (error) {
    if (error instanceof OwnMakeUp) return data({ ok: false, message: words.own }, { status: 403 });
    throw error;
  }
  return { ok: true, message: fill(intent === "accept" ? words.accepted : words.refused, { name }) };
}

export default function AttendanceMakeUps({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, locale, waiting, decided } = loaderData;
  const words = copy.makeUpList;
  return (
    <AdminPage title={words.title}>
      <p>
        <Link to="/attendance">← {copy.title}</Link>
      </p>
      <p>{words.intro}</p>
      <ActionMessage answer={actionData} />
      {waiting.length === 0 ? <p>{words.none}</p> : null}
      <ul className="make-up-list">
        {waiting.map((makeUp) => {
          const date = formatLongDate(makeUp.heldOn, locale);
          return (
            <li key={makeUp.id}>
              <p>
                <strong>{makeUp.memberName}</strong> · {date} · {copy.makeUpKinds[makeUp.kind]}
              </p>
              {makeUp.place ? <p>{makeUp.place}</p> : null}
              {makeUp.note ? <p className="hint">{makeUp.note}</p> : null}
              <Form method="post" className="make-up-answer">
                <input type="hidden" name="id" value={makeUp.id} />
                <button
                  type="submit"
                  name="intent"
                  value="accept"
                  className="button primary"
                  aria-label={fill(words.acceptLabel, { name: makeUp.memberName, date })}
                >
                  {words.accept}
                </button>{" "}
                <button
                  type="submit"
                  name="intent"
                  value="refuse"
                  className="button"
                  aria-label={fill(words.refuseLabel, { name: makeUp.memberName, date })}
                >
                  {words.refuse}
                </button>
              </Form>
            </li>
          );
        })}
      </ul>
      {decided.length > 0 ? (
        <>
          <h2>{words.recent}</h2>
          <ul className="make-up-list">
            {decided.map((makeUp) => (
              <li key={makeUp.id}>
                {makeUp.memberName} · {formatLongDate(makeUp.heldOn, locale)} · {copy.makeUpKinds[makeUp.kind]} ·{" "}
                <strong>{words.statuses[makeUp.status]}</strong>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </AdminPage>
  );
}
