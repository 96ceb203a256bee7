import { data, Link } from "react-router";
import { z } from "zod/mini";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { OfficialForm, SubmitButton, useOfficialForm } from "~/components/official-form";
import { VersionDiff } from "~/components/version-diff";
import { readSubmission, replyDone, replyInvalid } from "~/forms/official-form.server";
import { formatOfficialTime } from "~/i18n/format";
import { parseRecordId } from "~/lib/record-id";
import { getMediaPreviews } from "~/media/previews.server";
import { getProjectVersion, listProjectVersions, projectChanges } from "~/models/project-versions.server";
import { DuplicateProjectCodeError, readProjectWrite, restoreProjectVersion } from "~/models/project-writes.server";
import type { Route } from "./+types/project-version";

export const meta: Route.MetaFunction = ({ params }) => [{ title: `Project version ${params.number}` }];

const restoreSchema = z.object({});

function target(params: Route.LoaderArgs["params"]) {
  const id = parseRecordId(params.id);
  const number = parseRecordId(params.number);
  if (id === null || number === null) throw data("No such version", { status: 404 });
  return { id, number };
}

/** A version beside the project as it is now, field by field and language by language. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireOfficial(request, context);
  const { id, number } = target(params);
  const [version, current, versions] = await Promise.all([
    getProjectVersion(context.db, id, number),
    readProjectWrite(context.db, id),
    listProjectVersions(context.db, id),
  ]);
  if (!version || !current) throw data("No such version", { status: 404 });
  const previews = await getMediaPreviews(context.db, [...version.data.mediaIds, ...current.mediaIds]);
  // The photos by their descriptions, in order, so the order and count can be compared.
  const photos = (ids: number[]) =>
    ids.length === 0
      ? ""
      : `${ids.length} ${ids.length === 1 ? "photo" : "photos"}: ${ids
          .map((mediaId, index) => {
            const preview = previews.get(mediaId);
            return `${index + 1}. ${preview ? preview.alt || `#${mediaId}` : `#${mediaId} (deleted since)`}`;
          })
          .join("; ")}`;
  return {
    id,
    code: current.code,
    number,
    savedAt: version.savedAt,
    by: version.by,
    summary: version.summary,
    isNewest: versions[0]?.number === number,
    changes: projectChanges(current, version.data, photos),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const { id, number } = target(params);
  const submission = await readSubmission(request, restoreSchema);
  if (submission.status !== "success") return replyInvalid(submission);
  try {
    const restored = await restoreProjectVersion(context.db, official.id, id, number);
    if (restored === null)
      return replyInvalid(submission, { message: "That project or version no longer exists.", status: 404 });
    return replyDone(submission, `Version ${number} restored as version ${restored}: visitors see it now.`);
  } catch (error) {
    if (error instanceof DuplicateProjectCodeError)
      return replyInvalid(submission, {
        message: `${error.message} Change that project's ID first, or edit this one instead.`,
        status: 409,
      });
    throw error;
  }
}

export default function ProjectVersion({ loaderData, actionData }: Route.ComponentProps) {
  const { id, code, number, savedAt, by, summary, isNewest, changes } = loaderData;
  const { form, reply } = useOfficialForm({ id: "restore", schema: restoreSchema, reply: actionData });
  return (
    <AdminPage title={`${code}: version ${number}`} wide>
      <p>
        Saved {formatOfficialTime(savedAt)} by {by ?? "unknown (before history was kept)"}: {summary}.{" "}
        <Link to={`/project-history/${id}`}>All versions</Link>
      </p>
      {changes.length === 0 ? (
        <p>{isNewest ? "This is the project as it is now." : "The project is the same as this version now."}</p>
      ) : (
        <VersionDiff changes={changes} number={number} />
      )}
      {isNewest ? null : (
        <OfficialForm form={form} reply={reply}>
          <SubmitButton busyLabel="Restoring...">Restore version {number}</SubmitButton>
        </OfficialForm>
      )}
    </AdminPage>
  );
}
