import { data, Form, Link, redirect, useNavigation } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { ConfirmDelete } from "~/components/confirm-delete";
import { FilterSelect } from "~/components/filter-select";
import { OfficialForm, useOfficialForm } from "~/components/official-form";
import {
  ProjectFields,
  projectBase,
  projectMediaBySlot,
  projectValues,
  useUploadsBusy,
} from "~/components/project-fields";
import { PublishButtons } from "~/components/publish-buttons";
import { RecordTable } from "~/components/record-table";
import { Sentence } from "~/components/sentence";
import { type FormReply, formIdField, parseWithSchema } from "~/forms/conform";
import { type EditConflict, encodeBase } from "~/forms/edit-base";
import { findConflicts } from "~/forms/edit-base.server";
import { replyConflict, replyFailed, replyInvalid, uploadText } from "~/forms/official-form.server";
import { confirmSchema } from "~/forms/officials";
import { projectFormMessages, projectSchema } from "~/forms/project";
import { officialTime, translatorOf } from "~/i18n/content/admin/editing";
import { type ProjectsCopy, projectFieldLabelIn, projectsCopy } from "~/i18n/content/admin/projects";
import { formatLongDate } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { fill } from "~/i18n/types";
import { assertPageExists, pageCount, parsePage, requestedPage } from "~/lib/pagination";
import { parseRecordId } from "~/lib/record-id";
import { log } from "~/log.server";
import { field } from "~/media/upload.server";
import {
  discardPending,
  getEditableById,
  getEditableWithPending,
  getPending,
  publishPending,
  savePending,
} from "~/models/project-pending.server";
import { type ProjectStatusFilter, projectStatusFilters } from "~/models/project-status";
import {
  DuplicateProjectCodeError,
  deleteProject,
  findProjectsByCode,
  listProjectRows,
  type ProjectRow,
  updateProject,
} from "~/models/project-writes.server";
import {
  type ProjectReply,
  readProjectUpload,
  resolveProjectSubmission,
  withMedia,
} from "~/routes/+shared/project-submission.server";
import type { Route } from "./+types/project-table";

const pageSize = 50;
type Notice = keyof ProjectsCopy["table"]["notices"];

function isNotice(done: string | null): done is Notice {
  return done !== null && Object.hasOwn(projectsCopy.en.table.notices, done);
}

/** The table's `?status=`; anything else shows every project. */
function statusOf(url: URL): ProjectStatusFilter {
  const asked = url.searchParams.get("status");
  return projectStatusFilters.find((status) => status === asked) ?? "all";
}

/** The table's address for one status and page, with a dialog's or a notice's query after them. */
function tableHref(status: ProjectStatusFilter, page: number, extra?: string) {
  const query = [status === "all" ? "" : `status=${status}`, page > 1 ? `page=${page}` : "", extra ?? ""]
    .filter(Boolean)
    .join("&");
  return query ? `/project-table?${query}` : "/project-table";
}

function statusText(project: ProjectRow, words: ProjectsCopy["table"]) {
  if (project.isDraft) return <strong>{words.draft}</strong>;
  return project.hasUnpublishedChanges ? <strong>{words.withChanges}</strong> : words.published;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.copy.table.metaTitle }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  const copy = projectsCopy[official.locale];
  const url = new URL(request.url);
  const page = requestedPage(request);
  const status = statusOf(url);
  // The trash's "Open the project" knows the project by its number.
  const editId = url.searchParams.get("edit-id");
  if (editId !== null) {
    const found = await getEditableById(context.db, parseRecordId(editId) ?? 0);
    throw redirect(found ? tableHref(status, 1, `edit=${encodeURIComponent(found.code)}`) : tableHref(status, 1));
  }
  const { projects, total } = await listProjectRows(context.db, { page, pageSize, status });
  const pages = pageCount(total, pageSize);
  assertPageExists(page, pages);
  const editCode = url.searchParams.get("edit");
  const deleteCode = url.searchParams.get("delete");
  // "Throw away waiting changes" asks first (issue 20.3): ?edit=CODE&discard.
  const discarding = editCode !== null && url.searchParams.has("discard");
  const done = url.searchParams.get("done");
  return {
    projects,
    total,
    status,
    page,
    pages,
    editing: editCode ? await getEditableWithPending(context.db, editCode) : null,
    discarding,
    deleting: deleteCode ? ((await findProjectsByCode(context.db, deleteCode))[0] ?? null) : null,
    notice: isNotice(done) ? copy.table.notices[done] : null,
    locale: official.locale,
    copy,
  };
}

/** The ids of the dialogs' forms. */
const editForm = "edit-project";
const deleteForm = "delete-project";
/** Publishes or discards a published project's pending draft (decision 0028), told apart by `intent`. */
const pendingForm = "pending-project";

/**
 * Back to the table's page the official was on, with a notice; after deleting
 * the last project of the last page, to the page that is last now (a page past
 * the last is a 404).
 */
async function backTo(request: Request, context: Route.ActionArgs["context"], done: Notice) {
  const url = new URL(request.url);
  const requested = parsePage(url.searchParams.get("page")) ?? 1;
  const status = statusOf(url);
  const { total } = await listProjectRows(context.db, { page: 1, pageSize: 1, status });
  const page = Math.min(requested, pageCount(total, pageSize));
  return redirect(tableHref(status, page, `done=${done}`));
}

/** The edit dialog and the delete dialog post here, told apart by the id each form sends. */
export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const { table: words, messages } = projectsCopy[official.locale];
  const translate = translatorOf(projectFormMessages, messages);
  let conflict: EditConflict | null = null;
  const { submission, upload } = await readProjectUpload(
    request,
    async (text) => {
      if (text.get(formIdField) !== editForm) return;
      const stored = await getEditableById(context.db, parseRecordId(text.get("id")) ?? 0);
      if (!stored) return;
      const values = projectBase(stored);
      const fields = findConflicts(text, values, (name) => projectFieldLabelIn(name, official.locale));
      if (fields.length > 0)
        conflict = { base: encodeBase(values), fields, by: stored.changedBy, at: stored.changedAt };
    },
    translate,
  );
  const id = parseRecordId(field(upload, "id")) ?? 0;
  switch (field(upload, formIdField)) {
    case deleteForm: {
      const confirmed = parseWithSchema(uploadText(upload), confirmSchema);
      try {
        if (!(await deleteProject(context.db, official.id, id)))
          return replyInvalid(confirmed, { message: words.deleteFailed, status: 404 });
        return await backTo(request, context, "deleted");
      } catch (error) {
        log.error("deleting a project failed", { err: error });
        return replyFailed(confirmed, words.deleteFailed);
      }
    }
    case pendingForm: {
      const confirmed = parseWithSchema(uploadText(upload), confirmSchema);
      const publishing = field(upload, "intent") === "publish";
      try {
        const done = publishing
          ? (await publishPending(context.db, official.id, id)) !== null
          : await discardPending(context.db, official.id, id);
        if (!done) return replyInvalid(confirmed, { message: words.noDraft, status: 404 });
        return await backTo(request, context, publishing ? "published" : "discarded");
      } catch (error) {
        if (error instanceof DuplicateProjectCodeError)
          return replyInvalid(confirmed, { message: translate(error.message), status: 409 });
        log.error("publishing or discarding a project draft failed", { err: error });
        return replyFailed(confirmed, publishing ? words.publishFailed : words.discardFailed);
      }
    }
    case editForm: {
      const { media, mediaErrors, input } = await resolveProjectSubmission(context, submission, upload, translate);
      if (conflict) return withMedia(replyConflict(submission, conflict, official.locale), media);
      if (!input) return withMedia(replyInvalid(submission, { fieldErrors: mediaErrors }), media);
      const gone = () => withMedia(replyInvalid(submission, { message: words.gone, status: 404 }), media);
      try {
        // A published project's changes kept from visitors until they are published (decision 0028).
        if (field(upload, "intent") === "save-draft") {
          if (!(await savePending(context.db, official.id, id, input))) return gone();
          return await backTo(request, context, "draft-saved");
        }
        // Saving straight away publishes the form's values and ends any pending draft.
        const saved = (await getPending(context.db, id))
          ? (await publishPending(context.db, official.id, id, input)) !== null
          : await updateProject(context.db, official.id, id, input);
        if (!saved) return gone();
        return await backTo(request, context, "updated");
      } catch (error) {
        if (error instanceof DuplicateProjectCodeError)
          return withMedia(
            replyInvalid(submission, { fieldErrors: { code: [translate(error.message)] }, status: 409 }),
            media,
          );
        log.error("updating a project failed", { err: error });
        return withMedia(replyFailed(submission, words.updateFailed), media);
      }
    }
    default:
      throw data("Unknown form.", { status: 400 });
  }
}

type Editing = NonNullable<Awaited<ReturnType<typeof getEditableWithPending>>>;

/**
 * The edit dialog: every field of the project, as stored (or as its pending
 * draft has it) or as typed before the last refusal. A published project can
 * also be saved as a draft, which visitors do not see until it is published.
 */
function EditDialog({
  project,
  reply,
  close,
  discardHref,
  copy,
  locale,
}: {
  project: Editing;
  reply: ProjectReply | undefined;
  close: string;
  discardHref: string;
  copy: ProjectsCopy;
  locale: Locale;
}) {
  const {
    form,
    fields,
    reply: mine,
  } = useOfficialForm({
    id: editForm,
    schema: projectSchema,
    reply,
    defaultValue: projectValues(project),
    translate: translatorOf(projectFormMessages, copy.messages),
  });
  const submitting = useNavigation().state === "submitting";
  const { uploading, onBusyChange } = useUploadsBusy();
  const answer = mine as ProjectReply | null;
  return (
    <>
      {project.pending ? (
        <PendingDraft project={project} reply={reply} discardHref={discardHref} copy={copy} locale={locale} />
      ) : null}
      <OfficialForm
        form={form}
        reply={mine}
        encType="multipart/form-data"
        className="project-form"
        base={projectBase(project)}
      >
        <input type="hidden" name="id" value={project.id} />
        <ProjectFields
          fields={fields}
          errors={form.allErrors}
          media={answer?.media ?? projectMediaBySlot(project)}
          editing
          onBusyChange={onBusyChange}
        />
        <PublishButtons
          formId={editForm}
          state={{ stage: project.published ? "published" : "draft", keepsPublished: true }}
          disabled={uploading || submitting}
          uploading={uploading}
          what="project"
          cancel={
            <Link className="button" to={close} replace preventScrollReset>
              {copy.common.cancel}
            </Link>
          }
        />
      </OfficialForm>
    </>
  );
}

/** Above the fields of a project with a pending draft: whose it is, its preview, and Publish or Discard. */
function PendingDraft({
  project,
  reply,
  discardHref,
  copy,
  locale,
}: {
  project: Editing;
  reply: FormReply | undefined;
  discardHref: string;
  copy: ProjectsCopy;
  locale: Locale;
}) {
  const words = copy.table;
  const { form, reply: mine } = useOfficialForm({ id: pendingForm, schema: confirmSchema, reply });
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get(formIdField) === pendingForm;
  const { pending } = project;
  if (!pending) return null;
  return (
    <OfficialForm form={form} reply={mine} encType="multipart/form-data" className="pending-draft">
      <input type="hidden" name="id" value={project.id} />
      <p className="draft-notice" role="note">
        <Sentence
          text={words.pending}
          parts={{
            time: <time dateTime={pending.updatedAt}>{officialTime(pending.updatedAt, locale)}</time>,
            by: pending.by ? fill(copy.common.by, { name: pending.by }) : "",
          }}
        />{" "}
        <a href={`/project/${encodeURIComponent(project.publishedCode)}?preview`} target="_blank" rel="noopener">
          {words.previewPending}
        </a>
      </p>
      <div className="row-actions">
        <Link className="button danger" to={discardHref} replace preventScrollReset>
          {words.throwAway}
        </Link>
        <button type="submit" name="intent" value="publish" className="button primary">
          {busy ? words.publishing : words.publishPending}
        </button>
      </div>
    </OfficialForm>
  );
}

function DeleteDialog({
  project,
  reply,
  close,
  copy,
}: {
  project: { id: number; code: string; title: string | null };
  reply: FormReply | undefined;
  close: string;
  copy: ProjectsCopy;
}) {
  const words = copy.table;
  const { form, reply: mine } = useOfficialForm({ id: deleteForm, schema: confirmSchema, reply });
  const submitting = useNavigation().state === "submitting";
  return (
    <>
      <p>
        <Sentence
          text={words.deleteQuestion}
          parts={{ title: <strong>{project.title ?? copy.common.untitled}</strong>, code: project.code }}
        />
      </p>
      <p>{copy.common.goesToTrash}</p>
      <OfficialForm form={form} reply={mine} encType="multipart/form-data">
        <input type="hidden" name="id" value={project.id} />
        <div className="row-actions">
          <Link className="button" to={close} replace preventScrollReset>
            {copy.common.cancel}
          </Link>
          <button type="submit" className="button danger">
            {submitting ? words.deleting : words.delete}
          </button>
        </div>
      </OfficialForm>
    </>
  );
}

export default function ProjectTable({ loaderData, actionData }: Route.ComponentProps) {
  const { projects, total, status, page, pages, editing, discarding, deleting, notice, copy, locale } = loaderData;
  const words = copy.table;
  const statusWords: Record<ProjectStatusFilter, string> = words.statuses;
  const listHref = tableHref(status, page);
  const withPage = (query: string) => tableHref(status, page, query);
  return (
    <AdminPage title={words.title} wide>
      <RecordTable
        rows={projects}
        columns={[
          [
            words.columns.code,
            (project) => <Link to={`/project/${encodeURIComponent(project.code)}`}>{project.code}</Link>,
          ],
          [words.columns.title, (project) => project.title ?? copy.common.untitled],
          [
            words.columns.date,
            (project) =>
              project.projectDate ? (
                <time dateTime={project.projectDate}>{formatLongDate(project.projectDate, locale)}</time>
              ) : (
                "—"
              ),
          ],
          [words.columns.signature, (project) => (project.isSignature ? words.yes : words.no)],
          [
            words.columns.translated,
            (project) => project.translated.map((code) => copy.languageNames[code]).join(", ") || "—",
          ],
          [words.columns.status, (project) => statusText(project, words)],
        ]}
        rowKey={(project) => project.id}
        rowName={(project) => project.code}
        editHref={(project) => withPage(`edit=${encodeURIComponent(project.code)}`)}
        deleteHref={(project) => withPage(`delete=${encodeURIComponent(project.code)}`)}
        historyHref={(project) => `/project-history/${project.id}`}
        caption={fill(words.caption, { status: statusWords[status] })}
        empty={<p>{status === "all" ? words.none : words.noneMatch}</p>}
        pathname={tableHref(status, 1)}
        page={page}
        pages={pages}
        pagesLabel={words.pages}
        notice={notice}
        failure={actionData?.message}
        closeHref={listHref}
        edit={{
          record: discarding ? null : editing,
          title: (project) => fill(words.editTitle, { code: project.code }),
          children: (project) => (
            <EditDialog
              key={project.id}
              project={project}
              reply={actionData}
              close={listHref}
              discardHref={withPage(`edit=${encodeURIComponent(project.publishedCode)}&discard`)}
              copy={copy}
              locale={locale}
            />
          ),
        }}
        remove={{
          record: deleting,
          title: () => words.deleteTitle,
          children: (project) => (
            <DeleteDialog key={project.id} project={project} reply={actionData} close={listHref} copy={copy} />
          ),
        }}
      >
        <p className="official-links">
          <Link className="button" to="/project-form">
            {words.add}
          </Link>
          <Link className="button" to="/delete-project">
            {words.remove}
          </Link>
        </p>
        <Form method="get" className="inbox-filters" key={status}>
          <FilterSelect
            id="project-status"
            name="status"
            label={words.show}
            value={status}
            options={projectStatusFilters}
            labels={statusWords}
          />
          <button type="submit" className="button">
            {words.show}
          </button>
        </Form>
        <p>{total === 1 ? words.countOne : fill(words.countMany, { count: total })}</p>
      </RecordTable>
      {discarding && editing?.pending ? (
        <ConfirmDelete
          title={words.discardTitle}
          question={
            <Sentence
              text={words.discardQuestion}
              parts={{
                code: <strong>{editing.publishedCode}</strong>,
                time: (
                  <time dateTime={editing.pending.updatedAt}>{officialTime(editing.pending.updatedAt, locale)}</time>
                ),
                by: editing.pending.by ? fill(copy.common.by, { name: editing.pending.by }) : "",
              }}
            />
          }
          closeHref={withPage(`edit=${encodeURIComponent(editing.publishedCode)}`)}
          formId={pendingForm}
          hidden={{ id: String(editing.id), intent: "discard" }}
          confirmLabel={words.discard}
          busyLabel={words.discarding}
          consequence={copy.common.goesToTrash}
          encType="multipart/form-data"
        />
      ) : null}
    </AdminPage>
  );
}
