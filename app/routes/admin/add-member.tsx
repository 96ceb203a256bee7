import { useEffect, useRef, useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage, FormMessage, TextField } from "~/components/admin-page";
import { MediaInput } from "~/components/media-input";
import { fieldErrors, formValues } from "~/forms/errors";
import { memberSchema } from "~/forms/member";
import { log } from "~/log.server";
import { resolveMedia } from "~/media/resolve.server";
import { parseUpload } from "~/media/upload.server";
import { createMember } from "~/models/members.server";
import adminStyles from "~/styles/admin.css?url";
import type { Route } from "./+types/add-member";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = () => [{ title: "Add Member" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOfficial(request, context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const upload = await parseUpload(request, { maxFiles: 1 });
  const values = formValues(upload.fields);
  const fail = (status: number, message: string, errors: Record<string, string> = {}) =>
    data({ ok: false, message, errors, values }, { status });
  const parsed = memberSchema.safeParse(values);
  const photo = await resolveMedia(context, upload, "photo").catch((error) => {
    log.error("member photo failed", { err: error });
    return { id: null, error: "Upload failed" };
  });
  if (photo.error) return fail(400, photo.error, { photo: photo.error });
  if (!photo.id)
    return fail(400, "Please upload the member's image first.", { photo: "Please upload the member's image first." });
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return data(
      { ok: false, message: Object.values(errors)[0] ?? "", errors, values: { ...values, photo: String(photo.id) } },
      { status: 400 },
    );
  }
  try {
    await createMember(context.db, official.id, { ...parsed.data, photoId: photo.id });
    return { ok: true, message: "Member successfully added", errors: {}, values: {} };
  } catch (error) {
    log.error("adding a member failed", { err: error });
    return fail(500, "Failed to add member");
  }
}

export default function AddMember({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [uploading, setUploading] = useState(false);
  const errors: Record<string, string> = actionData?.errors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  const formRef = useRef<HTMLFormElement>(null);
  const [formKey, setFormKey] = useState(0);
  useEffect(() => {
    if (actionData?.ok) setFormKey((k) => k + 1);
  }, [actionData]);
  const busy = uploading || navigation.state === "submitting";
  return (
    <AdminPage title="Add Member">
      <FormMessage ok={actionData?.ok ?? false} text={actionData?.message} />
      <Form method="post" encType="multipart/form-data" noValidate ref={formRef} key={formKey}>
        <MediaInput
          name="photo"
          label="Photo"
          required
          error={errors.photo}
          initial={values.photo ? { id: Number(values.photo), preview: "" } : null}
          onBusyChange={setUploading}
        />
        <TextField
          name="name"
          label="Name"
          required
          defaultValue={values.name}
          error={errors.name}
          autoComplete="off"
        />
        <TextField name="memberNo" label="Member ID" required defaultValue={values.memberNo} error={errors.memberNo} />
        <TextField
          name="joinedOn"
          label="Joining date"
          type="date"
          required
          defaultValue={values.joinedOn}
          error={errors.joinedOn}
        />
        <TextField
          name="designation"
          label="Designation (leave empty for Member)"
          defaultValue={values.designation}
          error={errors.designation}
        />
        <TextField
          name="position"
          label="Position (lower comes first)"
          required
          inputMode="numeric"
          defaultValue={values.position}
          error={errors.position}
        />
        <TextField
          name="message"
          label="Message (shown on the back of the card)"
          multiline
          defaultValue={values.message}
          error={errors.message}
        />
        <button type="submit" className="button primary" disabled={busy}>
          {uploading ? "Uploading..." : navigation.state === "submitting" ? "Adding..." : "Add Member"}
        </button>
      </Form>
    </AdminPage>
  );
}
