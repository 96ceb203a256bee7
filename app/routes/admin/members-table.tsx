import { useState } from "react";
import { data, Form, Link, redirect, useLocation, useNavigation } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage, adminPagination, RowActions, TextField } from "~/components/admin-page";
import { MediaInput } from "~/components/media-input";
import { MemberTextFields, memberTextValues } from "~/components/member-texts";
import { PageNotice } from "~/components/page-notice";
import { Pagination } from "~/components/pagination";
import { UrlDialog } from "~/components/url-dialog";
import { formValues } from "~/forms/errors";
import { memberEditSchema, memberFormErrors } from "~/forms/member";
import { formatMonthYear } from "~/i18n/format";
import { defaultLocale } from "~/i18n/locales";
import { assertPageExists, pageCount, requestedPage } from "~/lib/pagination";
import { parseRecordId } from "~/lib/record-id";
import { log } from "~/log.server";
import { resolveMedia } from "~/media/resolve.server";
import { parseUpload } from "~/media/upload.server";
import { countMembers, deleteMember, getEditableMember, listMembers, updateMember } from "~/models/members.server";
import adminStyles from "~/styles/admin.css?url";
import type { Route } from "./+types/members-table";

const pageSize = 100;
const notices = { updated: "Member updated", deleted: "Member deleted" } as const;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = () => [{ title: "Members table" }, { name: "robots", content: "noindex" }];

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

export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const upload = await parseUpload(request, { maxFiles: 1 });
  const values = formValues(upload.fields);
  const id = parseRecordId(values.id) ?? 0;
  if (values.intent === "delete") {
    try {
      if (!(await deleteMember(context.db, official.id, id)))
        return data({ message: "Failed to delete member.", errors: {}, values }, { status: 404 });
      return redirect("/members-table?done=deleted");
    } catch (error) {
      log.error("deleting a member failed", { err: error });
      return data({ message: "Failed to delete member.", errors: {}, values }, { status: 500 });
    }
  }
  const parsed = memberEditSchema.safeParse(values);
  const photo = await resolveMedia(context, upload, "photo").catch(() => ({ id: null, error: "Upload failed" }));
  const invalid = memberFormErrors(parsed, photo.error);
  if (invalid || !parsed.success)
    return data({ message: invalid?.message ?? "", errors: invalid?.errors ?? {}, values }, { status: 400 });
  try {
    if (!(await updateMember(context.db, official.id, id, { ...parsed.data, photoId: photo.id }))) {
      return data({ message: "Update failed", errors: {}, values }, { status: 404 });
    }
    return redirect("/members-table?done=updated");
  } catch (error) {
    log.error("updating a member failed", { err: error });
    return data({ message: "Update failed", errors: {}, values }, { status: 500 });
  }
}

export default function MembersTable({ loaderData, actionData }: Route.ComponentProps) {
  const { members, page, pages, editing, deleting, notice } = loaderData;
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const [uploading, setUploading] = useState(false);
  const errors: Record<string, string> = actionData?.errors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  const busy = uploading || navigation.state === "submitting";
  const photoPreview = editing?.photo?.variants.find((v) => v.format === "webp");
  return (
    <AdminPage title="Members" wide>
      <PageNotice ok text={notice} />
      {!editing && !deleting ? <PageNotice ok={false} text={actionData?.message} /> : null}
      <p className="official-links">
        <Link className="button" to="/add-member">
          + Add Member
        </Link>
        <Link className="button" to="/remove-member">
          − Remove Member
        </Link>
      </p>
      <div className="table-scroll">
        <table className="admin-table stack-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Member ID</th>
              <th scope="col">Designation</th>
              <th scope="col">Position</th>
              <th scope="col">Joined</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <tr key={member.id}>
                <td data-label="Name">{member.name}</td>
                <td data-label="Member ID">{member.memberNo}</td>
                <td data-label="Designation">{member.designation.value ?? "Member"}</td>
                <td data-label="Position">{member.position ?? "—"}</td>
                <td data-label="Joined">{member.joinedOn ? formatMonthYear(member.joinedOn, "en") : "—"}</td>
                <RowActions editHref={`?edit=${member.id}`} deleteHref={`?delete=${member.id}`} name={member.name} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination pathname={pathname} page={page} pages={pages} labels={adminPagination("Member pages")} />
      {editing ? (
        <UrlDialog title={`Edit ${editing.name}`} closeHref={pathname}>
          <PageNotice ok={false} text={actionData?.message} />
          <Form method="post" encType="multipart/form-data" noValidate>
            <input type="hidden" name="id" value={editing.id} />
            <MediaInput
              name="photo"
              label="Photo (choose a file to replace it)"
              error={errors.photo}
              initial={
                editing.photo && photoPreview ? { id: editing.photo.id, preview: `/media/${photoPreview.key}` } : null
              }
              onBusyChange={setUploading}
            />
            <TextField
              name="name"
              label="Name"
              required
              defaultValue={values.name ?? editing.name}
              error={errors.name}
            />
            <TextField
              name="memberNo"
              label="Member ID"
              required
              defaultValue={values.memberNo ?? editing.memberNo}
              error={errors.memberNo}
            />
            <TextField
              name="joinedOn"
              label="Joining date"
              type="date"
              required
              defaultValue={values.joinedOn ?? editing.joinedOn}
              error={errors.joinedOn}
            />
            <TextField
              name="position"
              label="Position"
              inputMode="numeric"
              defaultValue={values.position ?? editing.position}
              error={errors.position}
            />
            <MemberTextFields values={{ ...memberTextValues(editing.texts), ...values }} errors={errors} />
            <div className="row-actions">
              <Link className="button" to={pathname} replace>
                Cancel
              </Link>
              <button type="submit" className="button primary" disabled={busy}>
                {uploading ? "Uploading..." : "Save"}
              </button>
            </div>
          </Form>
        </UrlDialog>
      ) : null}
      {deleting ? (
        <UrlDialog title="Delete member" closeHref={pathname}>
          <PageNotice ok={false} text={actionData?.message} />
          <p>
            Delete <strong>{deleting.name}</strong> ({deleting.memberNo})? This cannot be undone.
          </p>
          <Form method="post" encType="multipart/form-data">
            <input type="hidden" name="id" value={deleting.id} />
            <input type="hidden" name="intent" value="delete" />
            <div className="row-actions">
              <Link className="button" to={pathname} replace>
                Cancel
              </Link>
              <button type="submit" className="button danger" disabled={busy}>
                Delete
              </button>
            </div>
          </Form>
        </UrlDialog>
      ) : null}
    </AdminPage>
  );
}
