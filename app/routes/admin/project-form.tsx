import { useEffect, useState } from "react";
import { Link, useNavigation } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { OfficialForm, useOfficialForm } from "~/components/official-form";
import { ProjectFields, useUploadsBusy } from "~/components/project-fields";
import { PublishButtons } from "~/components/publish-buttons";
import { replyDone, replyFailed, replyInvalid } from "~/forms/official-form.server";
import { once, onceToken } from "~/forms/once.server";
import { projectFormMessages, projectSchema } from "~/forms/project";
import { translatorOf } from "~/i18n/content/admin/editing";
import { projectsCopy } from "~/i18n/content/admin/projects";
import { fill } from "~/i18n/types";
import { log } from "~/log.server";
import { createProject, DuplicateProjectCodeError, type ProjectWrite } from "~/models/project-writes.server";
import { type ProjectReply, readProjectSubmission, withMedia } from "~/routes/+shared/project-submission.server";
import type { Route } from "./+types/project-form";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.copy.form.title }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  const { form, messages } = projectsCopy[official.locale];
  return { once: onceToken(), copy: { form }, messages };
}

export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const { form: copy, messages } = projectsCopy[official.locale];
  const translate = translatorOf(projectFormMessages, messages);
  const { submission, media, mediaErrors, input } = await readProjectSubmission(context, request, translate);
  if (!input) return withMedia(replyInvalid(submission, { fieldErrors: mediaErrors }), media);
  return once(submission.payload, "project-form", () => addProject(official.id, input));

  async function addProject(officialId: number, input: ProjectWrite) {
    try {
      await createProject(context.db, officialId, input);
      const message = input.isDraft ? copy.draftSaved : input.isSignature ? copy.submittedSignature : copy.submitted;
      return { ...replyDone(submission, message), code: input.code } satisfies ProjectReply;
    } catch (error) {
      if (error instanceof DuplicateProjectCodeError)
        return withMedia(
          replyInvalid(submission, { fieldErrors: { code: [translate(error.message)] }, status: 409 }),
          media,
        );
      log.error("adding a project failed", { err: error });
      // The specification's "Failed to upload to Firestore" names a service this site does not use.
      return withMedia(replyFailed(submission, copy.failed), media);
    }
  }
}

export default function ProjectForm({ loaderData, actionData }: Route.ComponentProps) {
  const copy = loaderData.copy.form;
  const { form, fields, reply } = useOfficialForm({
    id: "project",
    schema: projectSchema,
    reply: actionData,
    translate: translatorOf(projectFormMessages, loaderData.messages),
  });
  const submitting = useNavigation().state === "submitting";
  const { uploading, onBusyChange } = useUploadsBusy();
  // A saved project empties the media pickers too (Conform resets the fields it knows).
  const [saved, setSaved] = useState(0);
  useEffect(() => {
    if (reply?.ok) setSaved((n) => n + 1);
  }, [reply]);
  const answer = reply as ProjectReply | null;
  const code = answer?.ok ? answer.code : null;
  return (
    <AdminPage title={copy.title}>
      <OfficialForm
        form={form}
        reply={reply}
        encType="multipart/form-data"
        className="project-form"
        once={loaderData.once}
      >
        {code ? (
          <p>
            <Link to={`/project/${encodeURIComponent(code)}`}>{fill(copy.viewProject, { code })}</Link>
          </p>
        ) : null}
        <ProjectFields
          key={saved}
          fields={fields}
          errors={form.allErrors}
          media={answer?.media ?? {}}
          onBusyChange={onBusyChange}
        />
        <PublishButtons
          formId="project"
          state={{ stage: "new" }}
          disabled={uploading || submitting}
          uploading={uploading}
          what="project"
        />
      </OfficialForm>
    </AdminPage>
  );
}
