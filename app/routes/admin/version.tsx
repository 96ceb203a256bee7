import { data, Link } from "react-router";
import { z } from "zod/mini";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { OfficialForm, SubmitButton, useOfficialForm } from "~/components/official-form";
import { VersionDiff } from "~/components/version-diff";
import { readSubmission, replyDone, replyInvalid } from "~/forms/official-form.server";
import { formatOfficialTime } from "~/i18n/format";
import { parseRecordId } from "~/lib/record-id";
import { findVersionedRecord, withPhotoThumbnails } from "../+shared/versioned-records.server";
import type { Route } from "./+types/version";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.title}: version ${loaderData.number}` : "Version" },
];

const restoreSchema = z.object({});

async function target(db: Route.LoaderArgs["context"]["db"], params: Route.LoaderArgs["params"]) {
  const number = parseRecordId(params.number);
  const record = number === null ? null : await findVersionedRecord(db, params);
  if (!record || number === null) throw data("No such version", { status: 404 });
  return { record, number };
}

/** One version of a page or a project beside it as it is now, field by field and language by language. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireOfficial(request, context);
  const { record, number } = await target(context.db, params);
  const compared = await record.compare(number);
  if (!compared) throw data("No such version", { status: 404 });
  const { title, historyPath, siteAuthor, savedVerb, currentNote, sameNote } = record;
  return {
    title,
    historyPath,
    number,
    line: `${savedVerb} ${formatOfficialTime(compared.version.savedAt)} by ${compared.version.by ?? siteAuthor}: ${compared.version.summary}.`,
    isCurrent: compared.isCurrent,
    note: compared.isCurrent ? currentNote : compared.changes.length === 0 ? sameNote : null,
    changes: await withPhotoThumbnails(context.db, compared.changes),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const { record, number } = await target(context.db, params);
  const submission = await readSubmission(request, restoreSchema);
  if (submission.status !== "success") return replyInvalid(submission);
  const outcome = await record.restore(official.id, number);
  if ("refused" in outcome) return replyInvalid(submission, { message: outcome.refused, status: outcome.status });
  return replyDone(submission, `Version ${number} restored as version ${outcome.restored}: visitors see it now.`);
}

export default function Version({ loaderData, actionData }: Route.ComponentProps) {
  const { title, historyPath, number, line, isCurrent, note, changes } = loaderData;
  const { form, reply } = useOfficialForm({ id: "restore", schema: restoreSchema, reply: actionData });
  return (
    <AdminPage title={`${title}: version ${number}`} wide>
      <p>
        {line} <Link to={historyPath}>All versions</Link>
      </p>
      {note ? <p>{note}</p> : <VersionDiff changes={changes} number={number} />}
      {isCurrent ? null : (
        <OfficialForm form={form} reply={reply}>
          <SubmitButton busyLabel="Restoring...">Restore version {number}</SubmitButton>
        </OfficialForm>
      )}
    </AdminPage>
  );
}
