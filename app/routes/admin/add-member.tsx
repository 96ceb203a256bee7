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
import { memberPhotoErrors, memberTranslator, recordsCopy } from "~/i18n/content/admin/records";
import { log } from "~/log.server";
import { createMember } from "~/models/members.server";
import type { Route } from "./+types/add-member";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.copy.title }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  const { addMember, member } = recordsCopy[official.locale];
  return { once: onceToken(), copy: addMember, member };
}

export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const copy = recordsCopy[official.locale];
  const translate = memberTranslator(copy.member);
  const read = await readMemberSubmission(request, context, memberSchema, undefined, translate);
  const { submission, photoId } = read;
  const photoErrors = memberPhotoErrors(copy.member, read.photoErrors);
  if (submission.status !== "success" || photoErrors || photoId === null) {
    const errors = { ...(submission.status === "error" ? submission.error : {}), ...photoErrors };
    return replyInvalid(submission, {
      fieldErrors: photoErrors,
      message: memberErrorSummary(errors, translate) ?? undefined,
    });
  }
  return once(submission.payload, "add-member", async () => {
    try {
      await createMember(context.db, official.id, { ...submission.value, photoId });
      return replyDone(submission, copy.addMember.done);
    } catch (error) {
      log.error("adding a member failed", { err: error });
      return replyFailed(submission, copy.addMember.failed);
    }
  });
}

export default function AddMember({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, member: words } = loaderData;
  const translate = memberTranslator(words);
  const { form, fields, reply } = useOfficialForm({
    id: "add-member",
    schema: memberSchema,
    reply: actionData,
    translate,
  });
  const [uploading, setUploading] = useState(false);
  const submitting = useNavigation().state === "submitting";
  const keptPhoto = Number(fields.photo.initialValue) || null;
  const { summary, reply: shown } = memberFormSummary(form, reply, translate);
  return (
    <AdminPage title={copy.title}>
      <OfficialForm form={form} reply={shown} encType="multipart/form-data" once={loaderData.once}>
        {summary}
        <MemberPhoto
          // A new key after a success: the picker empties with the rest of the form.
          key={fields.photo.key}
          field={fields.photo}
          label={words.photo}
          required
          kept={keptPhoto ? { id: keptPhoto, preview: "" } : null}
          onBusyChange={setUploading}
        />
        <FormField field={fields.name} label={words.name} required autoComplete="off" />
        <FormField field={fields.memberNo} label={words.memberNo} required />
        <FormField field={fields.joinedOn} label={words.joinedOn} type="date" required />
        <FormField field={fields.position} label={words.position} required inputMode="numeric" />
        <MemberTextFields fields={fields} />
        <button type="submit" className="button primary" disabled={uploading}>
          {uploading ? copy.uploading : submitting ? copy.adding : copy.submit}
        </button>
      </OfficialForm>
    </AdminPage>
  );
}
