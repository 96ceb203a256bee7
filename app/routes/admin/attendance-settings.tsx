import { Link } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { FormField, OfficialForm, SelectField, SubmitButton, useOfficialForm } from "~/components/official-form";
import { attendanceSettingsSchema } from "~/forms/attendance";
import { readSubmission, replyDone, replyFailed, replyInvalid } from "~/forms/official-form.server";
import { attendanceCopy } from "~/i18n/content/admin/attendance";
import { attendanceFormTranslator } from "~/i18n/content/attendance-forms";
import { languages } from "~/i18n/locales";
import { log } from "~/log.server";
import { attendanceSettings, saveAttendanceSettings } from "~/models/attendance.server";
import type { Route } from "./+types/attendance-settings";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.copy.settingsScreen.title }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  const settings = await attendanceSettings(context.db);
  return {
    copy: attendanceCopy[official.locale],
    locale: official.locale,
    values: {
      window: settings.makeUpDays === null ? "rotary-year" : "days",
      days: settings.makeUpDays === null ? "" : String(settings.makeUpDays),
      cap: settings.makeUpCap === null ? "" : String(settings.makeUpCap),
      districtEmail: settings.districtEmail,
      reportLocale: settings.reportLocale,
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const words = attendanceCopy[official.locale].settingsScreen;
  const submission = await readSubmission(request, attendanceSettingsSchema, attendanceFormTranslator(official.locale));
  if (submission.status !== "success") return replyInvalid(submission);
  const value = submission.value;
  try {
    await saveAttendanceSettings(context.db, official.id, {
      makeUpDays: value.window === "days" ? value.days : null,
      makeUpCap: value.cap,
      districtEmail: value.districtEmail,
      reportLocale: value.reportLocale,
    });
    return replyDone(submission, words.saved);
  } catch (error) {
    log.error("saving the attendance settings failed", { err: error });
    return replyFailed(submission, words.failed);
  }
}

export default function AttendanceSettingsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, locale, values } = loaderData;
  const words = copy.settingsScreen;
  const { form, fields, reply } = useOfficialForm({
    id: "attendance-settings",
    schema: attendanceSettingsSchema,
    reply: actionData,
    defaultValue: values,
    translate: attendanceFormTranslator(locale),
  });
  return (
    <AdminPage title={words.title}>
      <p>
        <Link to="/attendance">← {copy.title}</Link>
      </p>
      <OfficialForm form={form} reply={reply}>
        <SelectField
          field={fields.window}
          label={words.makeUpWindow}
          options={[
            ["rotary-year", words.sameYear],
            ["days", words.withinDays],
          ]}
        />
        <FormField field={fields.days} label={words.days} inputMode="numeric" />
        <FormField field={fields.cap} label={words.cap} inputMode="numeric" />
        <FormField field={fields.districtEmail} label={words.districtEmail} type="email" autoComplete="off" />
        <SelectField
          field={fields.reportLocale}
          label={words.reportLanguage}
          options={languages.map((language) => [language.code, language.nativeName] as const)}
        />
        <SubmitButton busyLabel={words.saving}>{words.save}</SubmitButton>
      </OfficialForm>
    </AdminPage>
  );
}
