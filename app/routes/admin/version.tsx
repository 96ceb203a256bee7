import { data, Link } from "react-router";
import { z } from "zod/mini";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { OfficialForm, SubmitButton, useOfficialForm } from "~/components/official-form";
import { VersionDiff } from "~/components/version-diff";
import { readSubmission, replyDone, replyInvalid } from "~/forms/official-form.server";
import { officialTime } from "~/i18n/content/admin/editing";
import { historyCopy } from "~/i18n/content/admin/history";
import type { Locale } from "~/i18n/locales";
import { fill } from "~/i18n/types";
import { parseRecordId } from "~/lib/record-id";
import { findVersionedRecord, withPhotoThumbnails } from "../+shared/versioned-records.server";
import type { Route } from "./+types/version";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData ? fill(loaderData.copy.title, { title: loaderData.title, number: loaderData.number }) : "Version",
  },
];

const restoreSchema = z.object({});

async function target(db: Route.LoaderArgs["context"]["db"], params: Route.LoaderArgs["params"], locale: Locale) {
  const number = parseRecordId(params.number);
  const record = number === null ? null : await findVersionedRecord(db, params, locale);
  if (!record || number === null) throw data(historyCopy[locale].version.noVersion, { status: 404 });
  return { record, number };
}

/** One version of a page or a project beside it as it is now, field by field and language by language. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  const { version: copy, photos } = historyCopy[official.locale];
  const { record, number } = await target(context.db, params, official.locale);
  const compared = await record.compare(number);
  if (!compared) throw data(copy.noVersion, { status: 404 });
  const { title, historyPath, siteAuthor, savedVerb, currentNote, sameNote } = record;
  return {
    title,
    historyPath,
    number,
    line: fill(copy.line, {
      saved: savedVerb,
      time: officialTime(compared.version.savedAt, official.locale),
      by: compared.version.by ?? siteAuthor,
      summary: compared.version.summary,
    }),
    isCurrent: compared.isCurrent,
    note: compared.isCurrent ? currentNote : compared.changes.length === 0 ? sameNote : null,
    changes: await withPhotoThumbnails(context.db, record.translateChanges(compared.changes), photos),
    copy,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const copy = historyCopy[official.locale].version;
  const { record, number } = await target(context.db, params, official.locale);
  const submission = await readSubmission(request, restoreSchema);
  if (submission.status !== "success") return replyInvalid(submission);
  const outcome = await record.restore(official.id, number);
  if ("refused" in outcome) return replyInvalid(submission, { message: outcome.refused, status: outcome.status });
  return replyDone(submission, fill(record.restoredNote ?? copy.restored, { number, restored: outcome.restored }));
}

export default function Version({ loaderData, actionData }: Route.ComponentProps) {
  const { title, historyPath, number, line, isCurrent, note, changes, copy } = loaderData;
  const { form, reply } = useOfficialForm({ id: "restore", schema: restoreSchema, reply: actionData });
  return (
    <AdminPage title={fill(copy.title, { title, number })} wide>
      <p>
        {line} <Link to={historyPath}>{copy.all}</Link>
      </p>
      {note ? <p>{note}</p> : <VersionDiff changes={changes} number={number} />}
      {isCurrent ? null : (
        <OfficialForm form={form} reply={reply}>
          <SubmitButton busyLabel={copy.restoring}>{fill(copy.restore, { number })}</SubmitButton>
        </OfficialForm>
      )}
    </AdminPage>
  );
}
