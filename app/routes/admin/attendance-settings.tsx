import { Link } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { FormField, OfficialForm, SelectField, SubmitButton, useOfficialForm } from "~/components/official-form";
import { attendanceSettingsSchema } from "~/forms/attendance";
import { parseWithSchema } from "~/forms/conform";
import { encodeBase } from "~/forms/edit-base";
import { findConflicts } from "~/forms/edit-base.server";
import { replyConflict, replyDone, replyFailed, replyInvalid } from "~/forms/official-form.server";
import { type AttendanceCopy, attendanceCopy } from "~/i18n/content/admin/attendance";
import { attendanceFormTranslator } from "~/i18n/content/attendance-forms";
import { languages } from "~/i18n/locales";
import { formText, readForm } from "~/lib/read-form.server";
import { log } from "~/log.server";
import { type AttendanceSettings, attendanceSettings, saveAttendanceSettings } from "~/models/attendance.server";
import type { Route } from "./+types/attendance-settings";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.copy.settingsScreen.title }];

/** The settings as the form's fields hold them: what the page was drawn from, and what a save is checked against. */
function settingsValues(settings: AttendanceSettings) {
  return {
    window: settings.makeUpDays === null ? "rotary-year" : "days",
    days: settings.makeUpDays === null ? "" : String(settings.makeUpDays),
    cap: settings.makeUpCap === null ? "" : String(settings.makeUpCap),
    districtEmail: settings.districtEmail,
    reportLocale: settings.reportLocale,
  };
}

function labelOf(words: AttendanceCopy["settingsScreen"], name: string): string | null {
  const labels: Record<string, string> = {
    window: words.makeUpWindow,
    days: words.days,
    cap: words.cap,
    districtEmail: words.districtEmail,
    reportLocale: words.reportLanguage,
  };
  return labels[name] ?? null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  return {
    copy: attendanceCopy[official.locale],
    locale: official.locale,
    values: settingsValues(await attendanceSettings(context.db)),
  };
}

/**
 * Saved over the page it was typed on: a field another official changed
 * since is not overwritten in silence but shown with both values (decision 0052).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const words = attendanceCopy[official.locale].settingsScreen;
  const stored = settingsValues(await attendanceSettings(context.db));
  const text = formText(await readForm(request));
  const conflicts = findConflicts(text, stored, (name) => labelOf(words, name));
  const submission = parseWithSchema(text, attendanceSettingsSchema, attendanceFormTranslator(official.locale));
  if (conflicts.length > 0)
    return replyConflict(
      submission,
      { base: encodeBase(stored), fields: conflicts, by: null, at: null },
      official.locale,
    );
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
      <OfficialForm form={form} reply={reply} base={values}>
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
