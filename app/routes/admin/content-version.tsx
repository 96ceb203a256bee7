import { data, Link } from "react-router";
import { z } from "zod/mini";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { OfficialForm, SubmitButton, useOfficialForm } from "~/components/official-form";
import { type VersionChange, VersionDiff } from "~/components/version-diff";
import { changesBetween, fieldsAt } from "~/content/data";
import { documentSchema } from "~/content/fields";
import { photoPreviews } from "~/content/photo-previews.server";
import { isUniqueViolation } from "~/db/unique-violation";
import { readSubmission, replyDone, replyInvalid } from "~/forms/official-form.server";
import { formatOfficialTime } from "~/i18n/format";
import { locales } from "~/i18n/locales";
import { parseRecordId } from "~/lib/record-id";
import { getPublished, getVersion, restoreVersion } from "~/models/content.server";
import type { Route } from "./+types/content-version";

export const meta: Route.MetaFunction = ({ params }) => [{ title: `Version ${params.number}` }];

const restoreSchema = z.object({});

function target(params: Route.LoaderArgs["params"]) {
  const schema = documentSchema(params.document);
  const number = parseRecordId(params.number);
  if (!schema || number === null) throw data("No such version", { status: 404 });
  return { schema, number };
}

/** A version beside what visitors see now, field by field and language by language. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireOfficial(request, context);
  const { schema, number } = target(params);
  const [version, current] = await Promise.all([
    getVersion(context.db, schema, number),
    getPublished(context.db, schema),
  ]);
  if (!version) throw data("No such version", { status: 404 });
  // Photos are compared as thumbnails, not as their stored ids ("15 → builtin:education", issue 20.10).
  const [nowPhotos, thenPhotos] = await Promise.all([
    photoPreviews(context.db, schema, current.data),
    photoPreviews(context.db, schema, version.data),
  ]);
  const photoPaths = new Set(
    [...fieldsAt(schema, current.data), ...fieldsAt(schema, version.data)]
      .filter((at) => at.field.kind === "photo")
      .map((at) => at.path),
  );
  return {
    id: schema.id,
    label: schema.label,
    number,
    publishedAt: version.publishedAt,
    by: version.by,
    isCurrent: current.number === number,
    changes: changesBetween(schema, current.data, version.data, locales).map(
      (c): VersionChange => ({
        ...c,
        key: `${c.path}/${c.locale ?? ""}`,
        ...(photoPaths.has(c.path)
          ? {
              before: "",
              after: "",
              beforeImage: nowPhotos[c.path]?.preview ?? null,
              afterImage: thenPhotos[c.path]?.preview ?? null,
            }
          : {}),
      }),
    ),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const { schema, number } = target(params);
  const submission = await readSubmission(request, restoreSchema);
  if (submission.status !== "success") return replyInvalid(submission);
  const restored = await restoreVersion(context.db, schema, number, official.id).catch((error: unknown) => {
    // Another official published this page at the same instant: one version number, one winner.
    if (isUniqueViolation(error)) return "clash" as const;
    throw error;
  });
  if (restored === "clash")
    return replyInvalid(submission, {
      message: "Another official published this page at the same moment. Please try again.",
      status: 409,
    });
  if (restored === null) return replyInvalid(submission, { message: "That version no longer exists.", status: 404 });
  return replyDone(submission, `Version ${number} restored as version ${restored}: visitors see it now.`);
}

export default function ContentVersion({ loaderData, actionData }: Route.ComponentProps) {
  const { id, label, number, publishedAt, by, isCurrent, changes } = loaderData;
  const { form, reply } = useOfficialForm({ id: "restore", schema: restoreSchema, reply: actionData });
  return (
    <AdminPage title={`${label}: version ${number}`} wide>
      <p>
        Published {formatOfficialTime(publishedAt)} by {by ?? "the site (initial content)"}.{" "}
        <Link to={`/content/${id}/history`}>All versions</Link>
      </p>
      {isCurrent ? (
        <p>This is the version visitors see now.</p>
      ) : changes.length === 0 ? (
        <p>Visitors see the same content now.</p>
      ) : (
        <VersionDiff changes={changes} number={number} />
      )}
      {isCurrent ? null : (
        <OfficialForm form={form} reply={reply}>
          <SubmitButton busyLabel="Restoring...">Restore version {number}</SubmitButton>
        </OfficialForm>
      )}
    </AdminPage>
  );
}
