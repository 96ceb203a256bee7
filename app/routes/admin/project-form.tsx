import { useEffect, useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage, FormMessage } from "~/components/admin-page";
import { ProjectFields, useUploadsBusy } from "~/components/project-fields";
import { readProjectSubmission } from "~/lib/project-submission.server";
import { log } from "~/log.server";
import { parseUpload } from "~/media/upload.server";
import { createProject, DuplicateProjectCodeError, type MediaPreview } from "~/models/project-writes.server";
import adminStyles from "~/styles/admin.css?url";
import type { Route } from "./+types/project-form";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = () => [{ title: "New Project" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOfficial(request, context);
  return null;
}

type Result = {
  ok: boolean;
  message: string;
  errors: Record<string, string>;
  values: Record<string, string>;
  media: Record<string, MediaPreview>;
  code: string | null;
};

export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const upload = await parseUpload(request, { maxFiles: 3, allowVideo: true });
  const { values, errors, media, input } = await readProjectSubmission(context, upload);
  const fail = (status: number, message: string, fieldErrors: Record<string, string> = errors) =>
    data<Result>({ ok: false, message, errors: fieldErrors, values, media, code: null }, { status });
  if (!input) return fail(400, Object.values(errors)[0] ?? "Please check the form.");
  try {
    await createProject(context.db, official.id, input);
    const message = input.isSignature ? "Project submitted as Signature" : "Project submitted";
    return data<Result>({ ok: true, message, errors: {}, values: {}, media: {}, code: input.code });
  } catch (error) {
    if (error instanceof DuplicateProjectCodeError) return fail(409, error.message, { code: error.message });
    log.error("adding a project failed", { err: error });
    // The specification's "Failed to upload to Firestore" names a service this site does not use.
    return fail(500, "Failed to save the project.");
  }
}

export default function ProjectForm({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { uploading, onBusyChange } = useUploadsBusy();
  const [formKey, setFormKey] = useState(0);
  useEffect(() => {
    if (actionData?.ok) setFormKey((k) => k + 1);
  }, [actionData]);
  const submitting = navigation.state === "submitting";
  return (
    <AdminPage title="New Project">
      <FormMessage ok={actionData?.ok ?? false} text={actionData?.message} />
      {actionData?.ok && actionData.code ? (
        <p>
          <Link to={`/project/${encodeURIComponent(actionData.code)}`}>View project {actionData.code}</Link>
        </p>
      ) : null}
      <Form method="post" encType="multipart/form-data" noValidate key={formKey} className="project-form">
        <ProjectFields
          values={actionData?.values ?? {}}
          errors={actionData?.errors ?? {}}
          media={actionData?.media ?? {}}
          onBusyChange={onBusyChange}
        />
        <button type="submit" className="button primary" disabled={uploading || submitting}>
          {uploading ? "Uploading..." : submitting ? "Submitting..." : "Submit Project"}
        </button>
      </Form>
    </AdminPage>
  );
}
