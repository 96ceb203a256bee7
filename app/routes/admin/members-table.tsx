import { useState } from "react";
import { data, Link, redirect, useLocation, useNavigation } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { MemberPhoto, memberFormSummary } from "~/components/member-form";
import { MemberTextFields, memberTextValues } from "~/components/member-texts";
import { FormField, OfficialForm, useOfficialForm } from "~/components/official-form";
import { RecordTable } from "~/components/record-table";
import { Sentence } from "~/components/sentence";
import { type FormReply, formIdField, parseWithSchema } from "~/forms/conform";
import { type ConflictField, encodeBase, type FormValues } from "~/forms/edit-base";
import { findConflicts } from "~/forms/edit-base.server";
import { memberEditSchema, memberErrorSummary, memberFieldLabel } from "~/forms/member";
import { readMemberSubmission } from "~/forms/member-form.server";
import { replyConflict, replyFailed, replyInvalid } from "~/forms/official-form.server";
import { confirmSchema } from "~/forms/officials";
import { memberPhotoErrors, memberTranslator, type RecordsCopy, recordsCopy } from "~/i18n/content/admin/records";
import { formatMonthYear } from "~/i18n/format";
import { defaultLocale, type Locale } from "~/i18n/locales";
import { fill } from "~/i18n/types";
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
const editForm = "edit-member";
const deleteForm = "delete-member";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.copy.title }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  const { membersTable: copy, member } = recordsCopy[official.locale];
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
    copy,
    member,
    locale: official.locale,
    members,
    page,
    pages,
    editing: editId ? await getEditableMember(context.db, editId) : null,
    deleting: deleteId ? await getEditableMember(context.db, deleteId) : null,
    notice: done === "updated" || done === "deleted" ? copy[done] : null,
  };
}

/** Both dialogs post here (multipart, for the edit dialog's photo), told apart by the form id OfficialForm sends. */
export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const { membersTable: copy, member: words } = recordsCopy[official.locale];
  const translate = memberTranslator(words);
  let conflicts: ConflictField[] = [];
  let stored: FormValues = {};
  const read = await readMemberSubmission(
    request,
    context,
    memberEditSchema,
    async (text) => {
      if (text.get(formIdField) !== editForm) return;
      const member = await getEditableMember(context.db, parseRecordId(text.get("id")) ?? 0);
      if (!member) return;
      stored = memberBase(member);
      conflicts = findConflicts(text, stored, (name) => conflictLabel(name, official.locale, copy, words));
    },
    translate,
  );
  const { submission, photoId } = read;
  const photoErrors = memberPhotoErrors(words, read.photoErrors);
  const id = parseRecordId(submission.payload.id) ?? 0;
  if (submission.payload[formIdField] === deleteForm) {
    const confirmation = parseWithSchema(new URLSearchParams({ [formIdField]: deleteForm }), confirmSchema);
    try {
      if (!(await deleteMember(context.db, official.id, id)))
        return replyInvalid(confirmation, { message: copy.deleteFailed, status: 404 });
      return redirect("/members-table?done=deleted");
    } catch (error) {
      log.error("deleting a member failed", { err: error });
      return replyFailed(confirmation, copy.deleteFailed);
    }
  }
  if (submission.payload[formIdField] !== editForm) throw data("Unknown form.", { status: 400 });
  if (conflicts.length > 0)
    return replyConflict(submission, { base: encodeBase(stored), fields: conflicts, by: null, at: null });
  if (submission.status !== "success" || photoErrors) {
    const errors = { ...(submission.status === "error" ? submission.error : {}), ...photoErrors };
    return replyInvalid(submission, {
      fieldErrors: photoErrors,
      message: memberErrorSummary(errors, translate) ?? undefined,
    });
  }
  try {
    if (!(await updateMember(context.db, official.id, id, { ...submission.value, photoId })))
      return replyInvalid(submission, { message: copy.updateFailed, status: 404 });
    return redirect("/members-table?done=updated");
  } catch (error) {
    log.error("updating a member failed", { err: error });
    return replyFailed(submission, copy.updateFailed);
  }
}

export default function MembersTable({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, member: words, locale, members, page, pages, editing, deleting, notice } = loaderData;
  const { pathname } = useLocation();
  return (
    <AdminPage title={copy.heading} wide>
      <RecordTable
        rows={members}
        columns={[
          [copy.name, (member) => member.name],
          [copy.memberNo, (member) => member.memberNo],
          [copy.designation, (member) => member.designation.value ?? copy.member],
          [copy.position, (member) => member.position ?? "—"],
          [copy.joined, (member) => (member.joinedOn ? formatMonthYear(member.joinedOn, locale) : "—")],
        ]}
        rowKey={(member) => member.id}
        rowName={(member) => member.name}
        editHref={(member) => `?edit=${member.id}`}
        deleteHref={(member) => `?delete=${member.id}`}
        pathname={pathname}
        page={page}
        pages={pages}
        pagesLabel={copy.pages}
        notice={notice}
        failure={actionData?.message}
        closeHref={pathname}
        edit={{
          record: editing,
          title: (member) => fill(copy.editTitle, { name: member.name }),
          children: (member) => (
            <EditMember member={member} reply={actionData} close={pathname} copy={copy} words={words} />
          ),
        }}
        remove={{
          record: deleting,
          title: () => copy.deleteTitle,
          children: (member) => <DeleteMember member={member} reply={actionData} close={pathname} copy={copy} />,
        }}
      >
        <p className="official-links">
          <Link className="button" to="/add-member">
            {copy.addMember}
          </Link>
          <Link className="button" to="/members-invite">
            {copy.invite}
          </Link>
          <Link className="button" to="/remove-member">
            {copy.removeMember}
          </Link>
        </p>
      </RecordTable>
    </AdminPage>
  );
}

/** A member field's label in a save conflict's list, in the official's language ("Member ID"; "Korean designation" as the form names it). */
function conflictLabel(
  name: string,
  locale: Locale,
  copy: RecordsCopy["membersTable"],
  words: RecordsCopy["member"],
): string {
  if (locale === defaultLocale) return memberFieldLabel(name);
  const facts: Record<string, string | undefined> = {
    name: words.name,
    memberNo: words.memberNo,
    joinedOn: words.joinedOn,
    position: copy.position,
    photo: words.photo,
  };
  return facts[name] ?? memberFieldLabel(name);
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

function EditMember({
  member,
  reply,
  close,
  copy,
  words,
}: {
  member: EditableMember;
  reply: FormReply | undefined;
  close: string;
  copy: RecordsCopy["membersTable"];
  words: RecordsCopy["member"];
}) {
  const translate = memberTranslator(words);
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
    translate,
  });
  const [uploading, setUploading] = useState(false);
  const submitting = useNavigation().state === "submitting";
  const keptPhoto = Number(fields.photo.initialValue) || null;
  const stored = member.photo && preview ? { id: member.photo.id, preview: `/media/${preview.key}` } : null;
  const { summary, reply: shown } = memberFormSummary(form, mine, translate);
  return (
    <OfficialForm form={form} reply={shown} encType="multipart/form-data" base={memberBase(member)}>
      {summary}
      <input type="hidden" name="id" value={member.id} />
      <MemberPhoto
        key={fields.photo.key}
        field={fields.photo}
        label={copy.photoReplace}
        kept={keptPhoto && keptPhoto !== stored?.id ? { id: keptPhoto, preview: "" } : stored}
        onBusyChange={setUploading}
      />
      <FormField field={fields.name} label={words.name} required />
      <FormField field={fields.memberNo} label={words.memberNo} required />
      <FormField field={fields.joinedOn} label={words.joinedOn} type="date" required />
      <FormField field={fields.position} label={copy.position} inputMode="numeric" />
      <MemberTextFields fields={fields} />
      <div className="row-actions">
        <Link className="button" to={close} replace>
          {copy.cancel}
        </Link>
        <button type="submit" className="button primary" disabled={uploading}>
          {uploading ? copy.uploading : submitting ? copy.saving : copy.save}
        </button>
      </div>
    </OfficialForm>
  );
}

function DeleteMember({
  member,
  reply,
  close,
  copy,
}: {
  member: EditableMember;
  reply: FormReply | undefined;
  close: string;
  copy: RecordsCopy["membersTable"];
}) {
  const { form, reply: mine } = useOfficialForm({ id: deleteForm, schema: confirmSchema, reply });
  return (
    <>
      <p>
        <Sentence
          text={copy.deleteQuestion}
          parts={{ name: <strong>{member.name}</strong>, memberNo: member.memberNo }}
        />
      </p>
      <p>{copy.goesToTrash}</p>
      <OfficialForm form={form} reply={mine} encType="multipart/form-data">
        <input type="hidden" name="id" value={member.id} />
        <div className="row-actions">
          <Link className="button" to={close} replace>
            {copy.cancel}
          </Link>
          <button type="submit" className="button danger">
            {copy.delete}
          </button>
        </div>
      </OfficialForm>
    </>
  );
}
