import { data, Form, Link, redirect, useLocation, useNavigation } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage, adminPagination, FormMessage, RowActions } from "~/components/admin-page";
import { Pagination } from "~/components/pagination";
import { ProjectFields, projectMediaBySlot, projectValues, useUploadsBusy } from "~/components/project-fields";
import { UrlDialog } from "~/components/url-dialog";
import { formValues } from "~/forms/errors";
import { formatLongDate } from "~/i18n/format";
import { languageOf } from "~/i18n/locales";
import { assertPageExists, pageCount, parsePage, requestedPage } from "~/lib/pagination";
import { readProjectSubmission } from "~/lib/project-submission.server";
import { parseRecordId } from "~/lib/record-id";
import { log } from "~/log.server";
import { parseUpload } from "~/media/upload.server";
import {
  DuplicateProjectCodeError,
  deleteProject,
  findProjectsByCode,
  getEditableProject,
  listProjectRows,
  type MediaPreview,
  updateProject,
} from "~/models/project-writes.server";
import adminStyles from "~/styles/admin.css?url";
import type { Route } from "./+types/project-table";

const pageSize = 50;
const notices = { updated: "Project updated", deleted: "Project deleted" } as const;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = () => [{ title: "Projects table" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOfficial(request, context);
  const url = new URL(request.url);
  const page = requestedPage(request);
  const { projects, total } = await listProjectRows(context.db, { page, pageSize });
  const pages = pageCount(total, pageSize);
  assertPageExists(page, pages);
  const editCode = url.searchParams.get("edit");
  const deleteCode = url.searchParams.get("delete");
  const done = url.searchParams.get("done");
  return {
    projects,
    page,
    pages,
    editing: editCode ? await getEditableProject(context.db, editCode) : null,
    deleting: deleteCode ? ((await findProjectsByCode(context.db, deleteCode))[0] ?? null) : null,
    notice: done === "updated" || done === "deleted" ? notices[done] : null,
  };
}

type Failure = {
  message: string;
  errors: Record<string, string>;
  values: Record<string, string>;
  media: Record<string, MediaPreview>;
};

/**
 * Back to the table's page the official was on, with a notice; after deleting
 * the last project of the last page, to the page that is last now (a page past
 * the last is a 404).
 */
async function backTo(request: Request, context: Route.ActionArgs["context"], done: keyof typeof notices) {
  const requested = parsePage(new URL(request.url).searchParams.get("page")) ?? 1;
  const { total } = await listProjectRows(context.db, { page: 1, pageSize: 1 });
  const page = Math.min(requested, pageCount(total, pageSize));
  return redirect(page > 1 ? `/project-table?page=${page}&done=${done}` : `/project-table?done=${done}`);
}

export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const upload = await parseUpload(request, { maxFiles: 3, allowVideo: true });
  const id = parseRecordId(upload.fields.id?.[0]) ?? 0;
  if (upload.fields.intent?.[0] === "delete") {
    const values = formValues(upload.fields);
    try {
      if (!(await deleteProject(context.db, official.id, id)))
        return data<Failure>({ message: "Failed to delete project.", errors: {}, values, media: {} }, { status: 404 });
      return await backTo(request, context, "deleted");
    } catch (error) {
      log.error("deleting a project failed", { err: error });
      return data<Failure>({ message: "Failed to delete project.", errors: {}, values, media: {} }, { status: 500 });
    }
  }
  const { values, errors, media, input } = await readProjectSubmission(context, upload);
  const fail = (status: number, message: string, fieldErrors = errors) =>
    data<Failure>({ message, errors: fieldErrors, values, media }, { status });
  if (!input) return fail(400, Object.values(errors)[0] ?? "Please check the form.");
  try {
    if (!(await updateProject(context.db, official.id, id, input))) return fail(404, "This project no longer exists.");
    return await backTo(request, context, "updated");
  } catch (error) {
    if (error instanceof DuplicateProjectCodeError) return fail(409, error.message, { code: error.message });
    log.error("updating a project failed", { err: error });
    return fail(500, "Failed to update project.");
  }
}

export default function ProjectTable({ loaderData, actionData }: Route.ComponentProps) {
  const { projects, page, pages, editing, deleting, notice } = loaderData;
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const { uploading, onBusyChange } = useUploadsBusy();
  const submitting = navigation.state === "submitting";
  const listHref = page > 1 ? `${pathname}?page=${page}` : pathname;
  const withPage = (query: string) => (page > 1 ? `?page=${page}&${query}` : `?${query}`);
  return (
    <AdminPage title="Projects" wide>
      <FormMessage ok text={notice} />
      {!editing && !deleting ? <FormMessage ok={false} text={actionData?.message} /> : null}
      <p className="official-links">
        <Link className="button" to="/project-form">
          + Add Project
        </Link>
        <Link className="button" to="/delete-project">
          − Remove Project
        </Link>
      </p>
      {projects.length === 0 ? (
        <p>No projects yet.</p>
      ) : (
        <div className="table-scroll">
          <table className="admin-table stack-table">
            <caption className="visually-hidden">All projects, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Project ID</th>
                <th scope="col">Title (English)</th>
                <th scope="col">Date</th>
                <th scope="col">Signature</th>
                <th scope="col">Translated into</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {projects.map((project) => (
                <tr key={project.id}>
                  <td data-label="Project ID">
                    <Link to={`/project/${encodeURIComponent(project.code)}`}>{project.code}</Link>
                  </td>
                  <td data-label="Title (English)">{project.title ?? "Untitled"}</td>
                  <td data-label="Date">
                    {project.projectDate ? (
                      <time dateTime={project.projectDate}>{formatLongDate(project.projectDate, "en")}</time>
                    ) : (
                      "—"
                    )}
                  </td>
                  <td data-label="Signature">{project.isSignature ? "Yes" : "No"}</td>
                  <td data-label="Translated into">
                    {project.translated.map((locale) => languageOf(locale).englishName).join(", ") || "—"}
                  </td>
                  <RowActions
                    editHref={withPage(`edit=${encodeURIComponent(project.code)}`)}
                    deleteHref={withPage(`delete=${encodeURIComponent(project.code)}`)}
                    name={project.code}
                  />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination pathname={"/project-table"} page={page} pages={pages} labels={adminPagination("Project pages")} />
      {editing ? (
        <UrlDialog title={`Edit ${editing.code}`} closeHref={listHref}>
          <FormMessage ok={false} text={actionData?.message} />
          <Form method="post" encType="multipart/form-data" noValidate className="project-form">
            <input type="hidden" name="id" value={editing.id} />
            <ProjectFields
              values={actionData?.values ?? projectValues(editing)}
              errors={actionData?.errors ?? {}}
              media={actionData?.media ?? projectMediaBySlot(editing)}
              editing
              onBusyChange={onBusyChange}
            />
            <div className="row-actions">
              <Link className="button" to={listHref} replace preventScrollReset>
                Cancel
              </Link>
              <button type="submit" className="button primary" disabled={uploading || submitting}>
                {uploading ? "Uploading..." : submitting ? "Saving..." : "Save"}
              </button>
            </div>
          </Form>
        </UrlDialog>
      ) : null}
      {deleting ? (
        <UrlDialog title="Delete project" closeHref={listHref}>
          <FormMessage ok={false} text={actionData?.message} />
          <p>
            Delete <strong>{deleting.title ?? "Untitled"}</strong> ({deleting.code})? Its texts in every language go
            with it. This cannot be undone.
          </p>
          <Form method="post" encType="multipart/form-data">
            <input type="hidden" name="id" value={deleting.id} />
            <input type="hidden" name="intent" value="delete" />
            <div className="row-actions">
              <Link className="button" to={listHref} replace preventScrollReset>
                Cancel
              </Link>
              <button type="submit" className="button danger" disabled={submitting}>
                {submitting ? "Deleting..." : "Delete"}
              </button>
            </div>
          </Form>
        </UrlDialog>
      ) : null}
    </AdminPage>
  );
}
