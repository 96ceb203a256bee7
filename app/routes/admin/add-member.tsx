import { useEffect, useRef, useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage, TextField } from "~/components/admin-page";
import { MediaInput } from "~/components/media-input";
import { MemberTextFields } from "~/components/member-texts";
import { PageNotice } from "~/components/page-notice";
import { formValues } from "~/forms/errors";
import { memberFormErrors, memberSchema, photoRequired } from "~/forms/member";
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
  const parsed = memberSchema.safeParse(values);
  const photo = await resolveMedia(context, upload, "photo").catch((error) => {
    log.error("member photo failed", { err: error });
    return { id: null, error: "Upload failed" };
  });
  // A photo that arrived is kept for the next try, so only what is wrong is sent again.
  const kept = photo.id ? { ...values, photo: String(photo.id) } : values;
  const invalid = memberFormErrors(parsed, photo.error ?? (photo.id ? null : photoRequired));
  if (invalid || !parsed.success || !photo.id)
    return data(
      { ok: false, message: invalid?.message ?? "", errors: invalid?.errors ?? {}, values: kept },
      { status: 400 },
    );
  try {
    await createMember(context.db, official.id, { ...parsed.data, photoId: photo.id });
    return { ok: true, message: "Member successfully added", errors: {}, values: {} };
  } catch (error) {
    log.error("adding a member failed", { err: error });
    return data({ ok: false, message: "Failed to add member", errors: {}, values: kept }, { status: 500 });
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
      <PageNotice ok={actionData?.ok ?? false} text={actionData?.message} />
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
          name="position"
          label="Position (lower comes first)"
          required
          inputMode="numeric"
          defaultValue={values.position}
          error={errors.position}
        />
        <MemberTextFields values={values} errors={errors} />
        <button type="submit" className="button primary" disabled={busy}>
          {uploading ? "Uploading..." : navigation.state === "submitting" ? "Adding..." : "Add Member"}
        </button>
      </Form>
    </AdminPage>
  );
}
