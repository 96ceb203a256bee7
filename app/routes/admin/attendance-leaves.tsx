import { data, Form, Link } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { FormField, OfficialForm, SelectField, SubmitButton, useOfficialForm } from "~/components/official-form";
import { leaveSchema } from "~/forms/attendance";
import { readSubmission, replyDone, replyFailed, replyInvalid } from "~/forms/official-form.server";
import { once, onceToken } from "~/forms/once.server";
import { attendanceCopy } from "~/i18n/content/admin/attendance";
import { attendanceFormTranslator } from "~/i18n/content/attendance-forms";
import { formatLongDate } from "~/i18n/format";
import { fill } from "~/i18n/types";
import { readForm } from "~/lib/read-form.server";
import { parseRecordId } from "~/lib/record-id";
import { log } from "~/log.server";
import { addLeave, listLeaves, removeLeave } from "~/models/attendance.server";
import { listMemberNames } from "~/models/members.server";
import type { Route } from "./+types/attendance-leaves";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.copy.leaveList.title }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  const [leaves, members] = await Promise.all([listLeaves(context.db), listMemberNames(context.db)]);
  // Removing takes two taps: "Remove" asks, "Yes, remove" does it.
  const confirming = parseRecordId(new URL(request.url).searchParams.get("confirm"));
  return {
    copy: attendanceCopy[official.locale],
    locale: official.locale,
    leaves,
    members,
    confirming,
    once: onceToken(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const words = attendanceCopy[official.locale].leaveList;
  if (new URL(request.url).searchParams.has("remove")) {
    const id = parseRecordId((await readForm(request)).get("id"));
    if (id === null) throw data("Choose a leave or exemption to remove.", { status: 400 });
    if (!(await removeLeave(context.db, official.id, id))) return data({ removed: false }, { status: 404 });
    return { removed: true };
  }
  const submission = await readSubmission(request, leaveSchema, attendanceFormTranslator(official.locale));
  if (submission.status !== "success") return replyInvalid(submission);
  return once(submission.payload, "attendance-leave", async () => {
    try {
      const { member, kind, startsOn, endsOn, note } = submission.value;
      const id = await addLeave(context.db, official.id, { memberId: Number(member), kind, startsOn, endsOn, note });
      if (id === null)
        return replyInvalid(submission, {
          fieldErrors: { member: [attendanceFormTranslator(official.locale)("member")] },
          status: 409,
        });
      return replyDone(submission, words.added);
    } catch (error) {
      log.error("adding a leave failed", { err: error });
      return replyFailed(submission, words.failed);
    }
  });
}

export default function AttendanceLeaves({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, locale, leaves, members, confirming } = loaderData;
  const words = copy.leaveList;
  const reply = actionData && "result" in actionData ? actionData : null;
  const { form, fields } = useOfficialForm({
    id: "attendance-leave",
    schema: leaveSchema,
    reply,
    translate: attendanceFormTranslator(locale),
  });
  return (
    <AdminPage title={words.title}>
      <p>
        <Link to="/attendance">← {copy.title}</Link>
      </p>
      <p>{words.intro}</p>
      {actionData && "removed" in actionData && actionData.removed ? (
        <p role="status" className="form-result form-success">
          {words.removed}
        </p>
      ) : null}
      {leaves.length === 0 ? (
        <p>{words.none}</p>
      ) : (
        <ul className="leave-list">
          {leaves.map((leave) => (
            <li key={leave.id}>
              <p>
                <strong>{leave.memberName}</strong> · {words.kinds[leave.kind]}
              </p>
              <p>
                {formatLongDate(leave.startsOn, locale)} –{" "}
                {leave.endsOn ? formatLongDate(leave.endsOn, locale) : words.untilOpen}
              </p>
              {leave.note ? <p className="hint">{leave.note}</p> : null}
              {confirming === leave.id ? (
                <Form method="post" action="?remove" className="confirm-remove">
                  <p role="alert">
                    {fill(words.confirmRemove, { kind: words.kinds[leave.kind], name: leave.memberName })}
                  </p>
                  <input type="hidden" name="id" value={leave.id} />
                  <button type="submit" className="button danger">
                    {words.yesRemove}
                  </button>{" "}
                  <Link to="/attendance/leaves" className="button">
                    {words.keep}
                  </Link>
                </Form>
              ) : (
                <Link
                  to={`?confirm=${leave.id}`}
                  className="button"
                  aria-label={fill(words.removeLabel, { kind: words.kinds[leave.kind], name: leave.memberName })}
                >
                  {words.remove}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
      <h2>{words.add}</h2>
      <OfficialForm form={form} reply={reply} once={loaderData.once}>
        <SelectField
          field={fields.member}
          label={words.member}
          options={[["", words.chooseMember], ...members.map((m) => [String(m.id), m.name] as const)]}
          required
        />
        <SelectField
          field={fields.kind}
          label={words.kind}
          options={[
            ["leave", words.kinds.leave],
            ["exempt", words.kinds.exempt],
          ]}
          required
        />
        <FormField field={fields.startsOn} label={words.fromField} type="date" required />
        <FormField field={fields.endsOn} label={words.untilField} type="date" />
        <FormField field={fields.note} label={words.noteField} />
        <SubmitButton busyLabel={words.adding}>{words.submit}</SubmitButton>
      </OfficialForm>
    </AdminPage>
  );
}
