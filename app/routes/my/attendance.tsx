import { data } from "react-router";
import { requireAccount } from "~/auth/session.server";
import { IntentButton } from "~/components/intent-forms";
import { FormField, OfficialForm, SelectField, SubmitButton, useOfficialForm } from "~/components/official-form";
import { now as contextNow } from "~/context";
import { makeUpKinds, makeUpSchema } from "~/forms/attendance";
import { parseWithSchema } from "~/forms/conform";
import { replyDone, replyInvalid } from "~/forms/official-form.server";
import { attendanceFormTranslator } from "~/i18n/content/attendance-forms";
import { membersAreaContent } from "~/i18n/content/members-area";
import { myAttendanceCopy } from "~/i18n/content/my-attendance";
import { formatLongDate } from "~/i18n/format";
import { contentFor, requestLocale } from "~/i18n/page.server";
import { fill } from "~/i18n/types";
import { indiaDate } from "~/lib/india-time";
import { readForm } from "~/lib/read-form.server";
import { parseRecordId } from "~/lib/record-id";
import { ownRecord, reportMakeUp, withdrawMakeUp } from "~/models/attendance.server";
import { attendanceLine } from "~/routes/+shared/attendance-line";
import { privatePageMeta } from "~/seo";
import adminStyles from "~/styles/admin.css?url";
import type { Route } from "./+types/attendance";
import { MembersAreaPage } from "./members-area-page";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  privatePageMeta(matches[0]?.loaderData, loaderData?.copy, location.pathname);

/** The signed-in member's own record: the member comes from the account, never from the form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await requireAccount(request, context);
  const locale = requestLocale(request);
  const page = { locale, copy: myAttendanceCopy[locale], nav: contentFor(request, membersAreaContent).nav };
  if (account.memberId === null) return { ...page, record: null };
  const today = indiaDate(contextNow(context));
  return { ...page, today, record: await ownRecord(context.db, account.memberId, today, locale) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const account = await requireAccount(request, context);
  const locale = requestLocale(request);
  const copy = myAttendanceCopy[locale];
  const form = await readForm(request);
  if (form.get("intent") === "withdraw") {
    const id = parseRecordId(form.get("id"));
    if (id === null) throw data("Choose a make-up to take back.", { status: 400 });
    if (account.memberId === null || !(await withdrawMakeUp(context.db, account.memberId, id)))
      return data({ withdrawn: null }, { status: 404 });
    return { withdrawn: copy.withdrawn };
  }
  const translate = attendanceFormTranslator(locale);
  const submission = parseWithSchema(form, makeUpSchema, translate);
  if (account.memberId === null) return replyInvalid(submission, { message: copy.notLinked, status: 409 });
  if (submission.status !== "success") return replyInvalid(submission);
  // A make-up is reported after it happened.
  if (submission.value.heldOn > indiaDate(contextNow(context)))
    return replyInvalid(submission, { fieldErrors: { heldOn: [translate("date")] } });
  await reportMakeUp(context.db, account.memberId, submission.value);
  return replyDone(submission, copy.reported);
}

export default function MyAttendance({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, copy, nav, record } = loaderData;
  const reply = actionData && "formId" in actionData ? actionData : undefined;
  const { form, fields } = useOfficialForm({
    id: "make-up",
    schema: makeUpSchema,
    reply,
    translate: attendanceFormTranslator(locale),
  });
  if (!record)
    return (
      <MembersAreaPage title={copy.title} nav={nav} locale={locale}>
        <p>{copy.notLinked}</p>
      </MembersAreaPage>
    );
  return (
    <MembersAreaPage title={copy.title} nav={nav} locale={locale}>
      <h2>{copy.figures}</h2>
      <dl className="report-fields">
        {(
          [
            [copy.thisMonth, record.month],
            [copy.halfYear, record.halfYear],
            [copy.rotaryYear, record.year],
          ] as const
        ).map(([label, figures]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{attendanceLine(copy.presentOf, copy.noMeetings, figures, locale)}</dd>
          </div>
        ))}
      </dl>
      <h2>{copy.meetings}</h2>
      {record.meetings.length === 0 ? (
        <p>{copy.none}</p>
      ) : (
        <ul className="meeting-list own-meetings">
          {record.meetings.map((meeting) => (
            <li key={meeting.key}>
              <span className="meeting-date">{formatLongDate(meeting.heldOn, locale)}</span>{" "}
              <span className="meeting-title">{meeting.title}</span>{" "}
              <strong className={`own-mark mark-${meeting.mark ?? "untaken"}`}>
                {copy.marks[meeting.mark ?? "untaken"]}
              </strong>
            </li>
          ))}
        </ul>
      )}
      <h2>{copy.makeUps}</h2>
      <p>{copy.makeUpsIntro}</p>
      {actionData && "withdrawn" in actionData && actionData.withdrawn ? (
        <p role="status" className="form-result form-success">
          {actionData.withdrawn}
        </p>
      ) : null}
      {record.makeUps.length === 0 ? (
        <p>{copy.noMakeUps}</p>
      ) : (
        <ul className="make-up-list">
          {record.makeUps.map((makeUp) => {
            const date = formatLongDate(makeUp.heldOn, locale);
            return (
              <li key={makeUp.id}>
                <p>
                  {date} · {copy.kinds[makeUp.kind]} · <strong>{copy.statuses[makeUp.status]}</strong>
                </p>
                {makeUp.place ? <p>{makeUp.place}</p> : null}
                {makeUp.status === "pending" ? (
                  <IntentButton
                    intent="withdraw"
                    hidden={{ id: String(makeUp.id) }}
                    label={fill(copy.withdrawLabel, { date })}
                  >
                    {copy.withdraw}
                  </IntentButton>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <h3>{copy.report}</h3>
      <OfficialForm form={form} reply={reply}>
        <FormField field={fields.heldOn} label={copy.dateField} type="date" max={loaderData.today} required />
        <SelectField
          field={fields.kind}
          label={copy.kindField}
          options={[["", "—"], ...makeUpKinds.map((kind) => [kind, copy.kinds[kind]] as const)]}
          required
        />
        <FormField field={fields.place} label={copy.placeField} required />
        <FormField field={fields.note} label={copy.noteField} multiline rows={2} />
        <SubmitButton busyLabel={copy.sending}>{copy.submit}</SubmitButton>
      </OfficialForm>
    </MembersAreaPage>
  );
}
