import { useState } from "react";
import { useNavigation } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { MemberPhoto, memberFormSummary } from "~/components/member-form";
import { MemberTextFields } from "~/components/member-texts";
import { FormField, OfficialForm, useOfficialForm } from "~/components/official-form";
import { memberErrorSummary, memberSchema } from "~/forms/member";
import { readMemberSubmission } from "~/forms/member-form.server";
import { replyDone, replyFailed, replyInvalid } from "~/forms/official-form.server";
import { once, onceToken } from "~/forms/once.server";
import { log } from "~/log.server";
import { createMember } from "~/models/members.server";
import type { Route } from "./+types/add-member";

export const meta: Route.MetaFunction = () => [{ title: "Add Member" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOfficial(request, context);
  return { once: onceToken() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const { submission, photoId, photoErrors } = await readMemberSubmission(request, context, memberSchema);
  if (submission.status !== "success" || photoErrors || photoId === null) {
    const errors = { ...(submission.status === "error" ? submission.error : {}), ...photoErrors };
    return replyInvalid(submission, { fieldErrors: photoErrors, message: memberErrorSummary(errors) ?? undefined });
  }
  return once(submission.payload, "add-member", async () => {
    try {
      await createMember(context.db, official.id, { ...submission.value, photoId });
      return replyDone(submission, "Member successfully added");
    } catch (error) {
      log.error("adding a member failed", { err: error });
      return replyFailed(submission, "Failed to add member");
    }
  });
}

export default function AddMember({ loaderData, actionData }: Route.ComponentProps) {
  const { form, fields, reply } = useOfficialForm({ id: "add-member", schema: memberSchema, reply: actionData });
  const [uploading, setUploading] = useState(false);
  const submitting = useNavigation().state === "submitting";
  const keptPhoto = Number(fields.photo.initialValue) || null;
  const { summary, reply: shown } = memberFormSummary(form, reply);
  return (
    <AdminPage title="Add Member">
      <OfficialForm form={form} reply={shown} encType="multipart/form-data" once={loaderData.once}>
        {summary}
        <MemberPhoto
          // A new key after a success: the picker empties with the rest of the form.
          key={fields.photo.key}
          field={fields.photo}
          label="Photo"
          required
          kept={keptPhoto ? { id: keptPhoto, preview: "" } : null}
          onBusyChange={setUploading}
        />
        <FormField field={fields.name} label="Name" required autoComplete="off" />
        <FormField field={fields.memberNo} label="Member ID" required />
        <FormField field={fields.joinedOn} label="Joining date" type="date" required />
        <FormField field={fields.position} label="Position (lower comes first)" required inputMode="numeric" />
        <MemberTextFields fields={fields} />
        <button type="submit" className="button primary" disabled={uploading}>
          {uploading ? "Uploading..." : submitting ? "Adding..." : "Add Member"}
        </button>
      </OfficialForm>
    </AdminPage>
  );
}
