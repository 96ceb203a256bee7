import { useState } from "react";
import { data, Link, redirect, useLocation, useNavigation } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { goesToTrash } from "~/components/confirm-delete";
import { MemberPhoto, memberFormSummary } from "~/components/member-form";
import { MemberTextFields, memberTextValues } from "~/components/member-texts";
import { FormField, OfficialForm, useOfficialForm } from "~/components/official-form";
import { RecordTable } from "~/components/record-table";
import { type FormReply, formIdField, parseWithSchema } from "~/forms/conform";
import { type ConflictField, encodeBase, type FormValues } from "~/forms/edit-base";
import { findConflicts } from "~/forms/edit-base.server";
import { memberEditSchema, memberErrorSummary, memberFieldLabel } from "~/forms/member";
import { readMemberSubmission } from "~/forms/member-form.server";
import { replyConflict, replyFailed, replyInvalid } from "~/forms/official-form.server";
import { confirmSchema } from "~/forms/officials";
import { formatMonthYear } from "~/i18n/format";
import { defaultLocale } from "~/i18n/locales";
import { assertPageExists, pageCount, requestedPage } from "~/lib/pagination";
import { parseRecordId } from "~/lib/record-id";
import { log } from "~/log.server";
import {
  countMembers,
  deleteMember,
  type EditableMember,
  getEditableMember,
  listMembers,
  updateMember,
} from "~/models/members.server";
import type { Route } from "./+types/members-table";

const pageSize = 100;
const notices = { updated: "Member updated", deleted: "Member deleted. They are in the trash for 30 days." } as const;
const editForm = "edit-member";
const deleteForm = "delete-member";

export const meta: Route.MetaFunction = () => [{ title: "Members table" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOfficial(request, context);
  const url = new URL(request.url);
  const page = requestedPage(request);
  const [members, total] = await Promise.all([
    listMembers(context.db, { locale: defaultLocale, limit: pageSize, offset: (page - 1) * pageSize }),
    countMembers(context.db),
  ]);
  const pages = pageCount(total, pageSize);
  assertPageExists(page, pages);
  const editId = parseRecordId(url.searchParams.get("edit"));
  const deleteId = parseRecordId(url.searchParams.get("delete"));
  const done = url.searchParams.get("done");
  return {
    members,
    page,
    pages,
    editing: editId ? await getEditableMember(context.db, editId) : null,
    deleting: deleteId ? await getEditableMember(context.db, deleteId) : null,
    notice: done === "updated" || done === "deleted" ? notices[done] : null,
  };
}

/** Both dialogs post here (multipart, for the edit dialog's photo), told apart by the form id OfficialForm sends. */
export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  let conflicts: ConflictField[] = [];
  let stored: FormValues = {};
  const { submission, photoId, photoErrors } = await readMemberSubmission(
    request,
    context,
    memberEditSchema,
    async (text) => {
      if (text.get(formIdField) !== editForm) return;
      const member = await getEditableMember(context.db, parseRecordId(text.get("id")) ?? 0);
      if (!member) return;
      stored = memberBase(member);
      conflicts = findConflicts(text, stored, memberFieldLabel);
    },
  );
  const id = parseRecordId(submission.payload.id) ?? 0;
  if (submission.payload[formIdField] === deleteForm) {
    const confirmation = parseWithSchema(new URLSearchParams({ [formIdField]: deleteForm }), confirmSchema);
    try {
      if (!(await deleteMember(context.db, official.id, id)))
        return replyInvalid(confirmation, { message: "Failed to delete member.", status: 404 });
      return redirect("/members-table?done=deleted");
    } catch (error) {
      log.error("deleting a member failed", { err: error });
      return replyFailed(confirmation, "Failed to delete member.");
    }
  }
  if (submission.payload[formIdField] !== editForm) throw data("Unknown form.", { status: 400 });
  if (conflicts.length > 0)
    return replyConflict(submission, { base: encodeBase(stored), fields: conflicts, by: null, at: null });
  if (submission.status !== "success" || photoErrors) {
    const errors = { ...(submission.status === "error" ? submission.error : {}), ...photoErrors };
    return replyInvalid(submission, { fieldErrors: photoErrors, message: memberErrorSummary(errors) ?? undefined });
  }
  try {
    if (!(await updateMember(context.db, official.id, id, { ...submission.value, photoId })))
      return replyInvalid(submission, { message: "Update failed", status: 404 });
    return redirect("/members-table?done=updated");
  } catch (error) {
    log.error("updating a member failed", { err: error });
    return replyFailed(submission, "Update failed");
  }
}

export default function MembersTable({ loaderData, actionData }: Route.ComponentProps) {
  const { members, page, pages, editing, deleting, notice } = loaderData;
  const { pathname } = useLocation();
  return (
    <AdminPage title="Members" wide>
      <RecordTable
        rows={members}
        columns={[
          ["Name", (member) => member.name],
          ["Member ID", (member) => member.memberNo],
          ["Designation", (member) => member.designation.value ?? "Member"],
          ["Position", (member) => member.position ?? "—"],
          ["Joined", (member) => (member.joinedOn ? formatMonthYear(member.joinedOn, "en") : "—")],
        ]}
        rowKey={(member) => member.id}
        rowName={(member) => member.name}
        editHref={(member) => `?edit=${member.id}`}
        deleteHref={(member) => `?delete=${member.id}`}
        pathname={pathname}
        page={page}
        pages={pages}
        pagesLabel="Member pages"
        notice={notice}
        failure={actionData?.message}
        closeHref={pathname}
        edit={{
          record: editing,
          title: (member) => `Edit ${member.name}`,
          children: (member) => <EditMember member={member} reply={actionData} close={pathname} />,
        }}
        remove={{
          record: deleting,
          title: () => "Delete member",
          children: (member) => <DeleteMember member={member} reply={actionData} close={pathname} />,
        }}
      >
        <p className="official-links">
          <Link className="button" to="/add-member">
            + Add Member
          </Link>
          <Link className="button" to="/members-invite">
            Invite to the members' area
          </Link>
          <Link className="button" to="/remove-member">
            − Remove Member
          </Link>
        </p>
      </RecordTable>
    </AdminPage>
  );
}

/** A stored member as the edit dialog shows it and sends it back (decision 0052). */
function memberBase(member: EditableMember): FormValues {
  return {
    ...memberTextValues(member.texts),
    photo: member.photo ? String(member.photo.id) : "",
    name: member.name,
    memberNo: member.memberNo,
    joinedOn: member.joinedOn ?? "",
    position: member.position === null ? "" : String(member.position),
  };
}

function EditMember({ member, reply, close }: { member: EditableMember; reply: FormReply | undefined; close: string }) {
  const preview = member.photo?.variants.find((v) => v.format === "webp");
  const {
    form,
    fields,
    reply: mine,
  } = useOfficialForm({
    id: editForm,
    schema: memberEditSchema,
    reply,
    defaultValue: memberBase(member),
  });
  const [uploading, setUploading] = useState(false);
  const submitting = useNavigation().state === "submitting";
  const keptPhoto = Number(fields.photo.initialValue) || null;
  const stored = member.photo && preview ? { id: member.photo.id, preview: `/media/${preview.key}` } : null;
  const { summary, reply: shown } = memberFormSummary(form, mine);
  return (
    <OfficialForm form={form} reply={shown} encType="multipart/form-data" base={memberBase(member)}>
      {summary}
      <input type="hidden" name="id" value={member.id} />
      <MemberPhoto
        key={fields.photo.key}
        field={fields.photo}
        label="Photo (choose a file to replace it)"
        kept={keptPhoto && keptPhoto !== stored?.id ? { id: keptPhoto, preview: "" } : stored}
        onBusyChange={setUploading}
      />
      <FormField field={fields.name} label="Name" required />
      <FormField field={fields.memberNo} label="Member ID" required />
      <FormField field={fields.joinedOn} label="Joining date" type="date" required />
      <FormField field={fields.position} label="Position" inputMode="numeric" />
      <MemberTextFields fields={fields} />
      <div className="row-actions">
        <Link className="button" to={close} replace>
          Cancel
        </Link>
        <button type="submit" className="button primary" disabled={uploading}>
          {uploading ? "Uploading..." : submitting ? "Saving..." : "Save"}
        </button>
      </div>
    </OfficialForm>
  );
}

function DeleteMember({
  member,
  reply,
  close,
}: {
  member: EditableMember;
  reply: FormReply | undefined;
  close: string;
}) {
  const { form, reply: mine } = useOfficialForm({ id: deleteForm, schema: confirmSchema, reply });
  return (
    <>
      <p>
        Delete <strong>{member.name}</strong> ({member.memberNo})?
      </p>
      <p>{goesToTrash}</p>
      <OfficialForm form={form} reply={mine} encType="multipart/form-data">
        <input type="hidden" name="id" value={member.id} />
        <div className="row-actions">
          <Link className="button" to={close} replace>
            Cancel
          </Link>
          <button type="submit" className="button danger">
            Delete
          </button>
        </div>
      </OfficialForm>
    </>
  );
}
